import { rememberLastKnownPath } from './last-known-path';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { isJwtExpired } from '@/shared/jwt/decode-jwt';
import { useSessionStore } from './session-store';
import { readStoredAccessToken } from './stored-user-info';
import { SESSION_TEXT } from './constants';
import { endSession, signedInUsername } from './end-session';

/**
 * The route-change check of R4.3: when the stored token has expired, alert the user and run the
 * session's one end, keeping `path` as this user's (the next person to sign in on this browser starts
 * on their own home). True when it expired.
 */
function expireStoredSessionIfDue(path: string, nowMs: number): boolean {
  const token = readStoredAccessToken();
  if (!token || !isJwtExpired(token, nowMs)) return false;
  const page = { path, owner: signedInUsername() };
  browserNavigation.alert(SESSION_TEXT.sessionExpired);
  void endSession({ reason: 'expired', page });
  return true;
}

/**
 * Every route change (R2.26, R4.3): an expired stored token ends the session; otherwise
 * the page is remembered as the signed-in user's `last-known-path`.
 */
export function sessionRouteChanged(path: string, nowMs: number = Date.now()): void {
  if (expireStoredSessionIfDue(path, nowMs)) return;
  const { status, signedInAs } = useSessionStore.getState();
  if (status === 'logged-in' && signedInAs) rememberLastKnownPath(path, signedInAs.username);
}
