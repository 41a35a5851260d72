import { useEffect } from 'react';
import { useSessionStore, type SessionStatus } from '@/shared/session/session-store';
import { runSessionBootstrap } from '../lib/session-bootstrap';

let inFlight: Promise<void> | null = null;

/**
 * Runs the start-up session check once (StrictMode's double effect included) and returns the
 * session status: 'loading' until it has decided.
 */
export function useSessionBootstrap(): SessionStatus {
  const status = useSessionStore((state) => state.status);
  useEffect(() => {
    if (useSessionStore.getState().status !== 'loading' || inFlight) return;
    inFlight = runSessionBootstrap().finally(() => {
      inFlight = null;
    });
  }, []);
  return status;
}
