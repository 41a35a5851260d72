import { rememberLastKnownPath } from './last-known-path';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { isJwtExpired } from '@/shared/jwt/decode-jwt';
import { serverNow } from './server-clock';
import { useSessionStore } from './session-store';
import { readStoredAccessToken } from './stored-user-info';
import { SESSION_TEXT } from './constants';
import { endSession, signedInUsername } from './end-session';
import { renewAccessToken } from './token-renewal';

/**
 * The route-change check of R4.3: a stored bearer past its `exp` (its renewal timer could not run:
 * the computer slept, the network was down) is renewed at once; only when the server refuses the
 * renewal has the SESSION expired: alert the user and run the session's one end, keeping `path` as
 * this user's (the next person to sign in on this browser starts on their own home).
 */
function renewOrExpireStoredSession(path: string, nowMs: number): void {
  const token = readStoredAccessToken();
  if (!token || !isJwtExpired(token, nowMs)) return;
  const owner = signedInUsername();
  void renewAccessToken().then((outcome) => {
    if (outcome !== 'rejected') return;
    browserNavigation.alert(SESSION_TEXT.sessionExpired);
    void endSession('expired', { page: { path, owner } });
  });
}

/**
 * Every route change (R2.26, R4.3): an expired stored bearer is renewed, or ends the session when
 * the server refuses; the page is remembered as the signed-in user's `last-known-path`.
 */
export function sessionRouteChanged(path: string, nowMs: number = serverNow()): void {
  renewOrExpireStoredSession(path, nowMs);
  const { status, signedInAs } = useSessionStore.getState();
  if (status === 'logged-in' && signedInAs) rememberLastKnownPath(path, signedInAs.username);
}
