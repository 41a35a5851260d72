import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AUTH_TEXT, AUTH_TIMING } from '../../constants';
import { useNow } from '../../hooks/use-now';
import { SuccessAlert } from '@/shared/ui/success-alert';

/**
 * Step 4: the success text (the portal's one success message), a 5 s countdown, then /login after 6 s with the history entry replaced;
 * the login then offers `username` (the one the recovery was for).
 */
export function ResetSuccessfulStep({ username }: { username: string }) {
  const navigate = useNavigate();
  const [shownAt] = useState(() => Date.now());
  const now = useNow(shownAt);
  const secondsLeft = Math.max(0, AUTH_TIMING.successCountdownSeconds - Math.floor(Math.max(0, now - shownAt) / 1000));

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate({ to: '/login', replace: true, state: (state) => ({ ...state, signInAs: username }) }),
      AUTH_TIMING.successRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, username]);

  return (
    <Stack gap="sm" py="md">
      <SuccessAlert role="status">{AUTH_TEXT.resetSuccessful}</SuccessAlert>
      <Text size="sm" c="dimmed" ta="center" role="timer" aria-live="off">
        Redirecting to login in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
      </Text>
    </Stack>
  );
}
