import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { lastKnownReturnPath, readSession, session, useServerUnreachable } from '@/session';
import { AUTH_TEXT } from '../constants';

/**
 * Shown on the sign-in page when the start-up session check could not reach the server: the user may
 * well be signed in, so say why the login shows and let them check again.
 */
export function StartupCheckNotice() {
  const serverUnreachable = useServerUnreachable();
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  if (!serverUnreachable) return null;

  async function checkAgain() {
    setChecking(true);
    await session.start();
    setChecking(false);
    if (readSession().status === 'logged-in') {
      const username = readSession().signedInAs?.username ?? null;
      await router.navigate({ href: lastKnownReturnPath(username), replace: true });
    }
  }

  return (
    <Alert color="orange" title={AUTH_TEXT.serverUnreachableTitle} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{AUTH_TEXT.serverUnreachableText}</Text>
        <Button size="xs" variant="light" color="orange.9" loading={checking} onClick={() => void checkAgain()}>
          {AUTH_TEXT.checkAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
