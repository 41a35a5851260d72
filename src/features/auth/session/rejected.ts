import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from '@/shared/session/session-store';
import { endSessionLocally, signedInUsername } from './end-session';

/**
 * The server answered 401 to a call that needs a session (the session ended on the server, or on
 * another device): this tab signs out cleanly, once, instead of failing page by page. The page the
 * user was on stays theirs, so signing in again returns there.
 */
export function endRejectedSession(): void {
  // Once: the store is signed out at once, so a second 401 finds this tab signed out.
  if (useSessionStore.getState().status !== 'logged-in') return;
  const page = { path: currentAppPath(), owner: signedInUsername() };
  endSessionLocally({ reason: 'rejected', page, decided: 'here', runTasks: true });
  browserNavigation.replace(appUrl('/login'));
}
