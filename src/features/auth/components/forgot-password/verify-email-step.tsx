import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { requestRecoveryCode } from '../../api/password-recovery';
import { AUTH_TEXT, AUTH_TIMING } from '../../constants';
import { recoveryErrorOf } from '../../lib/error-message';
import { FormAlert } from '@/shared/ui/form-alert';
import { SuccessAlert } from '@/shared/ui/success-alert';

interface VerifyEmailStepProps {
  defaultUsername: string;
  onCodeSent: (username: string, maskedEmail: string) => void;
}

/** Step 1: the username or e-mail; the server sends a code and answers the masked e-mail. */
export function VerifyEmailStep({ defaultUsername, onCodeSent }: VerifyEmailStepProps) {
  const form = useForm({
    initialValues: { username: defaultUsername },
    validate: { username: (value) => (value.trim() === '' ? AUTH_TEXT.enterUsername : null) },
  });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ username: string; maskedEmail: string; message: string } | null>(null);
  const sendCode = useMutation({ mutationFn: requestRecoveryCode });
  const advancing = sent !== null;
  // A second submit before React re-renders must not start a second recovery (as in the login form);
  // after a success it stays set: the step is left half a second later.
  const inFlight = useRef(false);

  // The code step follows about half a second later (R4.8), after the confirmation shows.
  const advance = useEffectEvent((username: string, maskedEmail: string) => onCodeSent(username, maskedEmail));
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => advance(sent.username, sent.maskedEmail), AUTH_TIMING.codeStepDelayMs);
    return () => clearTimeout(timer);
  }, [sent]);

  async function sendRecoveryCode({ username }: typeof form.values) {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    const trimmed = username.trim();
    try {
      const { email, message } = await sendCode.mutateAsync(trimmed);
      setSent({ username: trimmed, maskedEmail: email, message: message ?? '' });
    } catch (failure) {
      inFlight.current = false;
      setError(recoveryErrorOf(failure));
    }
  }

  return (
    <form onSubmit={(event) => form.onSubmit(sendRecoveryCode)(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter your username or e-mail and we will send a verification code to your e-mail address.
        </Text>
        <TextInput
          label={AUTH_TEXT.usernameLabel}
          size="md"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
          {...form.getInputProps('username')}
        />
        {error && <FormAlert title={error} />}
        {sent?.message && <SuccessAlert role="status">{sent.message}</SuccessAlert>}
        <Button type="submit" size="md" fullWidth loading={sendCode.isPending || advancing}>
          Send Code
        </Button>
      </Stack>
    </form>
  );
}
