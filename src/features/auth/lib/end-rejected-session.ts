import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from '@/shared/session/session-store';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { rememberLastKnownPath } from '@/shared/browser/app-paths';
import { announceSessionChange } from '@/shared/session/session-broadcast';
import { runSignOutTasks } from '@/shared/session/sign-out-tasks';

/**
 * The server answered 401 to a call that needs a session (signed out in another tab, the session
 * ended on the server): this tab signs out cleanly, once, instead of failing page by page. The page
 * the user was on is remembered, so signing in again returns there.
 */
export function endRejectedSession(): void {
  // Once: signedOut() below changes the status at once, so a second 401 finds this tab signed out.
  if (useSessionStore.getState().status !== 'logged-in') return;
  const path = currentAppPath();
  const username = useSessionStore.getState().signedInAs?.username ?? null;
  void runSignOutTasks(); // their synchronous parts run before storage is cleared
  clearAllBrowserStorage();
  rememberLastKnownPath(path, username);
  useSessionStore.getState().signedOut();
  announceSessionChange({ kind: 'signed-out', reason: 'rejected' });
  browserNavigation.replace(appUrl('/login'));
}
