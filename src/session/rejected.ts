import { currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from './session-store';
import { endSession, signedInUsername } from './end-session';

/**
 * The server answered 401 to a call that needs a session (the session ended on the server, lapsed
 * idle, or ended on another device): the session's one end, once (endSession joins a running end).
 * The page the user was on stays theirs, so signing in again returns there.
 */
export function endRejectedSession(): Promise<void> {
  if (useSessionStore.getState().status !== 'logged-in') return Promise.resolve();
  return endSession({ reason: 'rejected', page: { path: currentAppPath(), owner: signedInUsername() } });
}

/** Nobody used any tab of an un-remembered session for the idle time-out: the one end, page kept. */
export function endIdleSession(): Promise<void> {
  if (useSessionStore.getState().status !== 'logged-in') return Promise.resolve();
  return endSession({ reason: 'idle', page: { path: currentAppPath(), owner: signedInUsername() } });
}
