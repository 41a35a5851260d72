import { Avatar, Box, Button, FileButton, Image, Loader, Modal, Overlay, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useReplaceProfilePicture } from '../api/upload-profile-picture';
import { MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage } from '../hooks/use-timed-message';
import { initialsOf } from '@/shared/session/user-names';
import { PICTURE_ACCEPT, pictureProblem } from '../lib/validate-picture';
import { AccountMessage } from './account-message';

export interface ProfilePictureProps {
  fname: string;
  lname: string;
  picture: string | null;
}

/**
 * The user's picture (or initials when there is none). Clicking the picture opens a large view; "Change Picture" checks the chosen
 * file (type, extension, size) and uploads it, showing "Uploading" meanwhile and the outcome for 5 s.
 */
export function ProfilePicture({ fname, lname, picture }: ProfilePictureProps) {
  const [largeViewOpened, largeView] = useDisclosure(false);
  const upload = useReplaceProfilePicture();
  const { message, show, clear } = useTimedMessage();
  const resetChooser = useRef<() => void>(null);
  const fullName = `${fname} ${lname}`.trim();
  const initials = initialsOf(fname, lname);
  const uploading = upload.isPending;

  const choose = (file: File | null) => {
    // Forget the choice so that choosing the same file again still counts as a choice.
    resetChooser.current?.();
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      show({ kind: 'error', text: problem }, MESSAGE_TIMEOUT_MS);
      return;
    }
    clear();
    upload.mutate(file, {
      onSuccess: () => show({ kind: 'success', text: accountTexts.pictureUpdated }, MESSAGE_TIMEOUT_MS),
      onError: () => show({ kind: 'error', text: accountTexts.pictureFailed }, MESSAGE_TIMEOUT_MS),
    });
  };

  const avatar = (
    <Box pos="relative" aria-busy={uploading} style={{ borderRadius: '50%' }}>
      <Avatar src={picture} alt={fullName} size={120} radius={120} color="blue.8" variant="filled">
        {initials}
      </Avatar>
      {uploading && (
        <Overlay radius={120} center backgroundOpacity={0.45}>
          <Loader color="white" size="md" aria-hidden />
        </Overlay>
      )}
    </Box>
  );

  return (
    <Stack align="center" gap="sm">
      {picture ? (
        <UnstyledButton onClick={largeView.open} aria-label="View large picture" style={{ borderRadius: '50%' }}>
          {avatar}
        </UnstyledButton>
      ) : (
        avatar
      )}

      <FileButton
        onChange={choose}
        accept={PICTURE_ACCEPT}
        resetRef={resetChooser}
        disabled={uploading}
        inputProps={{ 'aria-label': 'Choose a new picture' }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            disabled={uploading}
            leftSection={uploading ? <Loader size={14} aria-hidden /> : <IconUpload size={16} aria-hidden />}
          >
            {uploading ? accountTexts.uploading : 'Change Picture'}
          </Button>
        )}
      </FileButton>
      <Box ta="center" maw={280}>
        <AccountMessage message={message} />
      </Box>

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
    </Stack>
  );
}
