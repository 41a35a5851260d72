import { readLastKnownPath } from '@/session';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** After a password reset: the username or e-mail the recovery was for, offered on the login. */
    signInAs?: string;
  }
}

/**
 * A signed-out visitor opened a shared view's link (`?view=`): the login page is where they land
 * (R6.1), and it says what waits after it. Only a visitor's own deep link counts, not a page a
 * previous user left.
 */
export function sharedViewIsWaiting(): boolean {
  const { path, owner } = readLastKnownPath();
  if (path === null || owner !== null) return false;
  return new URL(path, window.location.origin).searchParams.has('view');
}
