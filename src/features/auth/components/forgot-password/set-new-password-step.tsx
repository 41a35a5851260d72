import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { resetForgottenPassword } from '../../api/password-recovery';
import { AUTH_TEXT } from '../../constants';
import { recoveryErrorOf } from '../../lib/error-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordChecklist } from '@/shared/ui/password-checklist';
import { refusedPasswordField, type PasswordField } from '@/shared/password/refused-password-field';

interface SetNewPasswordStepProps {
  maskedEmail: string;
  onReset: () => void;
}

type ResetField = Extract<PasswordField, 'newPassword' | 'confirmPassword'>;

/**
 * Step 3: the new password and its confirmation; the server enforces the password policy. A refusal about one field
 * (the policy, the match) is said under that field, which takes the focus; any other is the form's alert.
 */
export function SetNewPasswordStep({ maskedEmail, onReset }: SetNewPasswordStepProps) {
  const [error, setError] = useState<{ text: string; field?: ResetField } | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    // The server's answer was about the passwords it was sent: once either is edited it no longer
    // describes what is typed, and would contradict it.
    onValuesChange: () => setError(null),
    validate: {
      newPassword: (value) => (value === '' ? AUTH_TEXT.enterNewPassword : null),
      confirmPassword: (value, values) =>
        values.newPassword !== '' && value !== values.newPassword ? AUTH_TEXT.passwordsDoNotMatch : null,
    },
  });
  const reset = useMutation({ mutationFn: resetForgottenPassword });
  // A second submit before React re-renders must not send the reset again (as in the login form);
  // after a success it stays set: the step is left.
  const inFlight = useRef(false);

  async function resetPassword(values: typeof form.values) {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      await reset.mutateAsync({ ...values, email: maskedEmail });
      onReset();
    } catch (failure) {
      inFlight.current = false;
      const refused = failure instanceof Error ? refusedPasswordField(failure, values.newPassword) : undefined;
      const field = refused === 'newPassword' || refused === 'confirmPassword' ? refused : undefined;
      setError({ text: recoveryErrorOf(failure), field });
      if (field) form.getInputNode(field)?.focus();
    }
  }

  // The server's refusal of what this field sent, under it and announced at once.
  const refusalOf = (field: ResetField) =>
    error?.field === field ? { error: error.text, errorProps: { role: 'alert' } } : {};

  return (
    <form onSubmit={(event) => form.onSubmit(resetPassword)(event)} noValidate>
      <Stack gap="md">
        <HoldToPeekPasswordInput
          label="New password"
          size="md"
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('newPassword')}
          {...refusalOf('newPassword')}
        />
        {/* Under the field it describes; red where the server refused the password. */}
        <PasswordChecklist password={form.values.newPassword} showFailures={error?.field === 'newPassword'} />
        <HoldToPeekPasswordInput
          label="Confirm password"
          size="md"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
          {...refusalOf('confirmPassword')}
        />
        {error && !error.field && <FormAlert title={error.text} />}
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
