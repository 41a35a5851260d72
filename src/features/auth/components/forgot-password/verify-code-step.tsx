import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { requestRecoveryCode, verifyRecoveryCode } from '../../api/password-recovery';
import { AUTH_TEXT, AUTH_TIMING, RECOVERY_LIMITS } from '../../constants';
import { useNow } from '../../hooks/use-now';
import { attemptsLeftOf, recoveryErrorOf } from '../../lib/error-message';
import { formatCountdown } from '../../lib/format-countdown';
import type { RecoveryState } from './recovery-state';
import { FormAlert } from '@/shared/ui/form-alert';
import { SuccessAlert } from '@/shared/ui/success-alert';

interface VerifyCodeStepProps {
  state: RecoveryState;
  onResent: (sentAt: number) => void;
  onResendLimitReached: () => void;
  onAttemptsLeft: (attemptsLeft: number) => void;
  onVerified: () => void;
  onStartAgain: () => void;
}

/** Digits only, at most 6 (R3.7): a pasted "482 913" still works. */
function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, RECOVERY_LIMITS.codeMaxLength);
}

/**
 * Step 2: the code from the e-mail, with the 9:59 expiry countdown (red at 1:00 or less), a resend
 * enabled 2 minutes after the last code was sent (at most 3 times) and the attempts left (3 at first).
 */
export function VerifyCodeStep({
  state,
  onResent,
  onResendLimitReached,
  onAttemptsLeft,
  onVerified,
  onStartAgain,
}: VerifyCodeStepProps) {
  const now = useNow(state.codeSentAt);
  const resendWaitId = useId();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value === '' ? AUTH_TEXT.enterCode : null) },
  });
  const verify = useMutation({ mutationFn: verifyRecoveryCode });
  const resend = useMutation({ mutationFn: requestRecoveryCode });
  // A second submit or click before React re-renders must not use a second attempt or resend (as in
  // the login form): `isPending` is the value of the last render. Verifying and resending also
  // exclude each other, as the buttons do.
  const inFlight = useRef(false);

  const elapsedMs = Math.max(0, now - state.codeSentAt);
  const secondsLeft = Math.max(0, AUTH_TIMING.codeValiditySeconds - Math.floor(elapsedMs / 1000));
  const expiring = secondsLeft <= AUTH_TIMING.codeWarningSeconds;
  const limitReached = state.resendsUsed >= RECOVERY_LIMITS.maxResends;
  const locked = state.attemptsLeft <= 0;
  const resendWaitMs = Math.max(0, AUTH_TIMING.resendEnabledAfterMs - elapsedMs);
  const resendEnabled = !limitReached && !locked && resendWaitMs === 0 && !resend.isPending && !verify.isPending;

  async function verifyCode({ code }: typeof form.values) {
    if (inFlight.current || locked) return;
    inFlight.current = true;
    setError(null);
    setNotice(null);
    try {
      await verify.mutateAsync(code);
      onVerified(); // the step is left: nothing more to send from it
    } catch (failure) {
      inFlight.current = false;
      setError(recoveryErrorOf(failure));
      const attemptsLeft = attemptsLeftOf(failure);
      if (attemptsLeft !== null) onAttemptsLeft(attemptsLeft);
      else if (failure instanceof ApiError && failure.status === 429) onAttemptsLeft(0);
    }
  }

  const handleResend = async () => {
    if (!resendEnabled || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setNotice(null);
    try {
      const { message } = await resend.mutateAsync(state.username);
      onResent(Date.now());
      form.setFieldValue('code', '');
      setNotice(message);
    } catch (failure) {
      const message = recoveryErrorOf(failure);
      setError(message);
      if (failure instanceof ApiError && failure.status === 429 && message === AUTH_TEXT.resendLimitReached) {
        onResendLimitReached();
      }
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form onSubmit={(event) => form.onSubmit(verifyCode)(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the verification code sent to <strong>{state.maskedEmail}</strong>.
        </Text>
        <Group justify="space-between" gap="xs">
          <Text
            size="sm"
            role="timer"
            aria-live="off"
            data-expiring={expiring || undefined}
            c={expiring ? 'var(--portal-color-error-text)' : undefined}
            fw={expiring ? 700 : 500}
          >
            Code expires in {formatCountdown(secondsLeft)}
          </Text>
          <Text size="sm" fw={500} c={locked ? 'var(--portal-color-error-text)' : undefined}>
            Attempts left: {state.attemptsLeft}
          </Text>
        </Group>
        <TextInput
          label="Verification code"
          size="md"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RECOVERY_LIMITS.codeMaxLength}
          required
          disabled={locked}
          data-autofocus
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', normaliseCode(event.currentTarget.value))}
        />
        {error && <FormAlert title={error} />}
        {notice && <SuccessAlert role="status">{notice}</SuccessAlert>}
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={locked}>
          Verify Code
        </Button>
        {locked ? (
          <Button variant="light" size="md" fullWidth onClick={onStartAgain}>
            Start again
          </Button>
        ) : (
          <Stack gap={4}>
            {/* A tertiary action in the link colour, as "Back to login" under it (design review p7: the
                subtle button's own colour was near-white in dark). */}
            <Button
              variant="subtle"
              size="sm"
              c="var(--portal-color-link-text)"
              onClick={handleResend}
              disabled={!resendEnabled}
              loading={resend.isPending}
              aria-describedby={!limitReached && resendWaitMs > 0 ? resendWaitId : undefined}
            >
              {limitReached ? AUTH_TEXT.resendLimitReached : 'Resend code'}
            </Button>
            {!limitReached && resendWaitMs > 0 && (
              <Text id={resendWaitId} size="xs" c="dimmed" ta="center">
                You can request a new code in {formatCountdown(Math.ceil(resendWaitMs / 1000))}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
