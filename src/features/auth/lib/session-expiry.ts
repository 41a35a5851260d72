import { isJwtExpired } from '@/shared/jwt/decode-jwt';
import { runSignOutTasks } from '@/shared/session/sign-out-tasks';
import { readStoredAccessToken } from '@/shared/session/stored-user-info';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { AUTH_TEXT } from '../constants';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { rememberLastKnownPath } from '@/shared/browser/app-paths';
import { announceSessionChange } from '@/shared/session/session-broadcast';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * The route-change check of spec section 4: when the stored token has expired, alert the user,
 * clear storage and reload (the reloaded app then starts signed out) on `path`, remembered as this
 * user's. True when it expired.
 */
export function expireStoredSessionIfDue(path: string, nowMs: number = Date.now()): boolean {
  const token = readStoredAccessToken();
  if (!token || !isJwtExpired(token, nowMs)) return false;
  const username = useSessionStore.getState().signedInAs?.username ?? null;
  void runSignOutTasks(); // their synchronous parts run before storage is cleared
  browserNavigation.alert(AUTH_TEXT.sessionExpired);
  clearAllBrowserStorage();
  // The page stays this user's: the next person to sign in on this browser starts on their own home.
  rememberLastKnownPath(path, username);
  announceSessionChange({ kind: 'signed-out', reason: 'expired' });
  browserNavigation.reload();
  return true;
}
