import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useSessionStore, type SessionStatus } from '@/shared/session/session-store';

export function AuthScreen({ mode }: { mode: 'login' | 'forgot-password' | 'request-an-account' }) {
  return <main>Authentication screen ({mode})</main>;
}
export function StartupSpinner() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading the portal" />
    </Center>
  );
}
export function RouteChangeEffects() {
  return null;
}
export function useSessionBootstrap(): SessionStatus {
  const status = useSessionStore((s) => s.status);
  useEffect(() => {
    useSessionStore.getState().signedOut();
  }, []);
  return status;
}
