import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from '@/shared/session/session-store';
import { clearAllBrowserStorage, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { isRememberablePath } from './app-paths';

let ending = false;

/**
 * The server answered 401 to a call that needs a session (signed out in another tab, the session
 * ended on the server): this tab signs out cleanly, once, instead of failing page by page. The page
 * the user was on is remembered, so signing in again returns there.
 */
export function endRejectedSession(): void {
  if (ending || useSessionStore.getState().status !== 'logged-in') return;
  ending = true;
  const path = currentAppPath();
  clearAllBrowserStorage();
  if (isRememberablePath(path)) writeString(storageKeys.lastKnownPath, path);
  useSessionStore.getState().signedOut();
  browserNavigation.replace(appUrl('/login'));
  // The reload ends this tab's state; in tests (no real navigation) a later session may end again.
  queueMicrotask(() => {
    ending = false;
  });
}
