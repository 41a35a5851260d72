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

interface SetNewPasswordStepProps {
  maskedEmail: string;
  onReset: () => void;
}

/** Step 3: the new password and its confirmation; the server enforces the password policy. */
export function SetNewPasswordStep({ maskedEmail, onReset }: SetNewPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
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
      setError(recoveryErrorOf(failure));
    }
  }

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
        />
        {/* Under the field it describes; red where the server refused the password. */}
        <PasswordChecklist password={form.values.newPassword} showFailures={error !== null} />
        <HoldToPeekPasswordInput
          label="Confirm password"
          size="md"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        {error && <FormAlert title={error} />}
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
