import { isJwtExpired } from '@/shared/jwt/decode-jwt';
import { runSignOutTasks } from '@/shared/session/sign-out-tasks';
import { readStoredAccessToken } from '@/shared/session/stored-user-info';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { AUTH_TEXT } from '../constants';
import { browserNavigation } from '@/shared/browser/browser-navigation';

/**
 * The route-change check of spec section 4: when the stored token has expired, alert the user,
 * clear storage and reload (the reloaded app then starts signed out). True when it expired.
 */
export function expireStoredSessionIfDue(nowMs: number = Date.now()): boolean {
  const token = readStoredAccessToken();
  if (!token || !isJwtExpired(token, nowMs)) return false;
  void runSignOutTasks(); // their synchronous parts run before storage is cleared
  browserNavigation.alert(AUTH_TEXT.sessionExpired);
  clearAllBrowserStorage();
  browserNavigation.reload();
  return true;
}
