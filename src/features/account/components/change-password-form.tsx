import { Button, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useRef } from 'react';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { ACTION_COLOR, MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AccountMessage } from './account-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Old, new and confirmation password. Only emptiness is checked here ("All fields are required"): the
 * password policy and the match are the server's, whose `errorResponse` is shown in red. Success shows
 * "Password updated successfully" for 5 s and clears the fields.
 */
export function ChangePasswordForm() {
  const { message, show, clear, clearError } = useTimedMessage();
  const form = useForm<PasswordChange>({
    mode: 'controlled',
    initialValues: EMPTY,
    // The server's error was about the passwords it was sent; once one is edited it no longer holds.
    onValuesChange: clearError,
  });
  const change = useChangePassword();
  const instructionsId = useId();
  // A second submit before React re-renders must not send the change again (as in the login form):
  // with a wrong old password the server would record two failures.
  const inFlight = useRef(false);

  function submit(values: PasswordChange) {
    if (inFlight.current) return;
    if (values.oldPassword === '' || values.newPassword === '' || values.confirmPassword === '') {
      show({ kind: 'error', text: accountTexts.allFieldsRequired }, null);
      return;
    }
    clear();
    inFlight.current = true;
    change.mutate(values, {
      onSuccess: () => {
        form.setValues(EMPTY);
        show({ kind: 'success', text: accountTexts.passwordUpdated }, MESSAGE_TIMEOUT_MS);
      },
      onError: (error) => show({ kind: 'error', text: error.message }, null),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return (
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate aria-label="Change password">
      <Stack gap="md" maw={420}>
        <HoldToPeekPasswordInput
          label="Old Password"
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <HoldToPeekPasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <HoldToPeekPasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />

        <div>
          <Text size="sm" fw={500} id={instructionsId}>
            The new password must have:
          </Text>
          <List size="sm" spacing={2} aria-labelledby={instructionsId}>
            <List.Item>8 to 16 characters</List.Item>
            <List.Item>at least 1 uppercase letter</List.Item>
            <List.Item>at least 1 lowercase letter</List.Item>
            <List.Item>at least 1 number</List.Item>
            <List.Item>at least 1 special character from ! @ # $ % ^ & * _</List.Item>
          </List>
        </div>

        <AccountMessage message={message} />
        <div>
          <Button type="submit" color={ACTION_COLOR} loading={change.isPending}>
            Update Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
