import { logoutUserSession } from './api/logout-user-session';
import { endSession } from './end-session';
import { followSessionChangesInOtherTabs } from './follow-other-tabs';
import { sessionRouteChanged } from './route-change';
import { signIn } from './sign-in';
import { startSession } from './start';
import { keepAccessTokenFresh, renewAccessToken } from './token-renewal';
import { readStoredAccessToken } from './stored-user-info';
import { isBearerExpired } from './server-clock';

/**
 * The portal user's session, and the one place that changes it (docs/architecture.md, "The
 * session"). Each transition writes the stored record (`oa_user_info`, `oa_sign_out_pending`,
 * `last-known-path`), the session store (and through it the cached user, see current-user.ts) and
 * tells the browser's other tabs; nothing else in the app does (only-the-session-writes.test.ts holds that line).
 *
 * - `start()`: at start-up, from the stored token or the server's cookie session.
 * - `signIn(token, { remember })`: the login's answer; returns the user and where to go, or null.
 * - `signOut('signed-out')`: the user's sign-out; `signOut('rejected')`: the server refused the session;
 *   `signOut('idle')`: the idle time-out. Each runs the session's one end (end-session.ts).
 * - `routeChanged(path)`: an expired stored token is renewed; when the server refuses, the session ends
 *   (alert, then /login); the page is remembered for this user.
 * - `followOtherTabs()`: a sign-out, expiry or sign-in in another tab is followed here.
 * - `keepAlive()`: the person is at work (the idle watch, at most once a minute): the server's idle
 *   time restarts, and the user data is refreshed (a 401 ends the session through the API client).
 * - `abandonSignIn()`: the person left the sign-in page while the login was answering: the cookie
 *   session the answer started ends at the server, and nothing is stored.
 * - `keepTokenFresh()`: the bearer's renewal through `POST /get-token` (token-renewal.ts);
 *   `renewExpiredToken()`: a call about to go with an expired bearer waits for its renewal.
 */
export const session = {
  start: startSession,
  signIn,
  signOut: (reason: 'signed-out' | 'rejected' | 'idle'): Promise<void> => endSession(reason),
  routeChanged: sessionRouteChanged,
  followOtherTabs: followSessionChangesInOtherTabs,
  async keepAlive(): Promise<void> {
    // With the signed-in pages' code: the sign-in page downloads no query cache.
    const { refreshCurrentUser } = await import('./current-user');
    await refreshCurrentUser();
  },
  abandonSignIn(): void {
    logoutUserSession().catch(() => undefined);
  },
  /** Renews the 15-minute bearer before its `exp` while signed in; a refused renewal is a 401's end. */
  keepTokenFresh: () => keepAccessTokenFresh(() => void endSession('rejected')),
  /** Renews a stored bearer past its `exp` before a call goes with it (the API client's hook). */
  async renewExpiredToken(): Promise<void> {
    const token = readStoredAccessToken();
    if (token && isBearerExpired(token)) await renewAccessToken();
  },
};
