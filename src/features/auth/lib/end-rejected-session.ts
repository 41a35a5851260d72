import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from '@/shared/session/session-store';
import { runSignOutTasks } from '@/shared/session/sign-out-tasks';
import { clearAllBrowserStorage, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { isRememberablePath } from '@/shared/browser/app-paths';

/**
 * The server answered 401 to a call that needs a session (signed out in another tab, the session
 * ended on the server): this tab signs out cleanly, once, instead of failing page by page. The page
 * the user was on is remembered, so signing in again returns there.
 */
export function endRejectedSession(): void {
  // Once: signedOut() below changes the status at once, so a second 401 finds this tab signed out.
  if (useSessionStore.getState().status !== 'logged-in') return;
  const path = currentAppPath();
  void runSignOutTasks(); // their synchronous parts run before storage is cleared
  clearAllBrowserStorage();
  if (isRememberablePath(path)) writeString(storageKeys.lastKnownPath, path);
  useSessionStore.getState().signedOut();
  browserNavigation.replace(appUrl('/login'));
}
