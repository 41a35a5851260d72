import {
  Avatar,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Overlay,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useReplaceProfilePicture } from '../api/upload-profile-picture';
import { MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage } from '../hooks/use-timed-message';
import { initialsOf } from '@/shared/user/user-names';
import { formatFileSize, shrinkPicture } from '../lib/shrink-picture';
import { PICTURE_ACCEPT, pictureProblem } from '../lib/validate-picture';
import { AccountMessage } from './account-message';

export interface ProfilePictureProps {
  fname: string;
  lname: string;
  picture: string | null;
}

/** The profile picture's diameter: a row's height beside its button, as settings pages draw it (m7). */
const AVATAR_SIZE = 72;

/** A picture chosen and ready to upload, with the address of its preview. */
interface ChosenPicture {
  file: File;
  previewUrl: string;
  /** The chosen file's size when it was made smaller to fit the limit. */
  shrunkFrom: number | null;
}

/**
 * The user's picture (or initials when there is none). Clicking the picture opens a large view;
 * "Change picture" checks the chosen file (type, extension, size), makes a picture over the limit (a
 * camera photo) smaller in the browser, shows it for a look before "Upload picture", then uploads it,
 * showing "Uploading" meanwhile and the outcome for 5 s.
 */
export function ProfilePicture({ fname, lname, picture }: ProfilePictureProps) {
  const [largeViewOpened, largeView] = useDisclosure(false);
  const upload = useReplaceProfilePicture();
  const { message, show, clear } = useTimedMessage();
  const resetChooser = useRef<() => void>(null);
  const fullName = `${fname} ${lname}`.trim();
  const initials = initialsOf(fname, lname);
  const uploading = upload.isPending;

  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const [preparing, setPreparing] = useState(false);
  // A preview's address holds the file in memory until it is let go.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const choose = async (file: File | null) => {
    // Forget the choice so that choosing the same file again still counts as a choice.
    resetChooser.current?.();
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem && problem !== accountTexts.pictureTooLarge) {
      show({ kind: 'error', text: problem }, MESSAGE_TIMEOUT_MS);
      return;
    }
    clear();
    let ready = file;
    if (problem) {
      setPreparing(true);
      const smaller = await shrinkPicture(file).finally(() => setPreparing(false));
      if (!smaller) {
        show({ kind: 'error', text: accountTexts.pictureTooLarge }, MESSAGE_TIMEOUT_MS);
        return;
      }
      ready = smaller;
    }
    setChosen({ file: ready, previewUrl: URL.createObjectURL(ready), shrunkFrom: problem ? file.size : null });
  };

  const uploadChosen = () => {
    if (!chosen) return;
    const { file } = chosen;
    setChosen(null);
    upload.mutate(file, {
      onSuccess: () => show({ kind: 'success', text: accountTexts.pictureUpdated }, MESSAGE_TIMEOUT_MS),
      onError: () => show({ kind: 'error', text: accountTexts.pictureFailed }, MESSAGE_TIMEOUT_MS),
    });
  };

  const avatar = (
    <Box pos="relative" aria-busy={uploading} style={{ borderRadius: '50%' }}>
      <Avatar src={picture} alt={fullName} size={AVATAR_SIZE} radius={AVATAR_SIZE} color="blue.8" variant="filled">
        {/* Hidden, not removed, while the upload runs: the spinner takes the centre alone (review p10),
            and the circle keeps its size. */}
        <span style={{ visibility: uploading ? 'hidden' : undefined }}>{initials}</span>
      </Avatar>
      {uploading && (
        <Overlay radius={AVATAR_SIZE} center backgroundOpacity={0.55}>
          <Loader color="white" size="sm" aria-hidden />
        </Overlay>
      )}
    </Box>
  );

  return (
    // The picture and its action in one row at the form's left edge (design review m7: a centred
    // 120 px picture sat apart from the left-aligned values under it).
    <Group gap="md" align="center" wrap="nowrap">
      {picture ? (
        <UnstyledButton onClick={largeView.open} aria-label="View large picture" style={{ borderRadius: '50%' }}>
          {avatar}
        </UnstyledButton>
      ) : (
        avatar
      )}

      <Stack gap="xs" align="flex-start">
        <FileButton
          onChange={(file) => void choose(file)}
          accept={PICTURE_ACCEPT}
          resetRef={resetChooser}
          disabled={uploading || preparing}
          inputProps={{ 'aria-label': 'Choose a new picture' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              disabled={uploading || preparing}
              leftSection={
                uploading || preparing ? <Loader size={14} aria-hidden /> : <IconUpload size={16} aria-hidden />
              }
            >
              {uploading
                ? accountTexts.uploading
                : preparing
                  ? accountTexts.preparingPicture
                  : accountTexts.changePicture}
            </Button>
          )}
        </FileButton>
        <AccountMessage message={message} />
      </Stack>

      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={accountTexts.picturePreviewTitle}
        size="sm"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {chosen && (
          <Stack align="center" gap="md">
            <Avatar src={chosen.previewUrl} alt={accountTexts.picturePreviewAlt} size={160} radius={160} />
            {chosen.shrunkFrom !== null && (
              <Text size="sm" ta="center">
                {accountTexts.pictureShrunk(formatFileSize(chosen.shrunkFrom), formatFileSize(chosen.file.size))}
              </Text>
            )}
            <Group justify="flex-end" w="100%">
              <Button variant="default" onClick={() => setChosen(null)}>
                {accountTexts.cancel}
              </Button>
              <Button color="blue.8" onClick={uploadChosen} data-autofocus>
                {accountTexts.uploadPicture}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      {picture && (
        <Modal
          opened={largeViewOpened}
          onClose={largeView.close}
          title="Profile picture"
          size="lg"
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Image src={picture} alt={`Profile picture of ${fullName}`} radius="md" fit="contain" mah="70vh" />
        </Modal>
      )}
    </Group>
  );
}
