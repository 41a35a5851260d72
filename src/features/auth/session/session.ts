import { endIdleSession, endRejectedSession } from './rejected';
import { followSessionChangesInOtherTabs } from './follow-other-tabs';
import { sessionRouteChanged } from './route-change';
import { signIn } from './sign-in';
import { signOutByUser } from './sign-out';
import { startSession } from './start';
import { keepAccessTokenFresh } from './token-renewal';

/**
 * The portal user's session, and the one place that changes it (docs/architecture.md, "The session
 * module"). Each transition writes the stored record (`oa_user_info`, `oa_sign_out_pending`,
 * `last-known-path`), the session store (and through it the cached user, see current-user.ts) and
 * tells the browser's other tabs; nothing else in the app does (eslint.config.js holds that line).
 *
 * - `start()`: at start-up, from the stored token or the server's cookie session.
 * - `signIn(token, { remember })`: the login's answer; returns the user and where to go, or null.
 * - `signOut('signed-out')`: the user's sign-out; `signOut('rejected')`: the server refused the session;
 *   `signOut('idle')`: the idle time-out. Each runs the session's one end (end-session.ts).
 * - `routeChanged(path)`: an expired stored token ends the session (alert, reload); else the page
 *   is remembered for this user.
 * - `followOtherTabs()`: a sign-out, expiry or sign-in in another tab is followed here.
 * - `keepTokenFresh()`: the bearer's renewal through `POST /get-token` (token-renewal.ts).
 */
export const session = {
  start: startSession,
  signIn,
  signOut(reason: 'signed-out' | 'rejected' | 'idle'): Promise<void> {
    if (reason === 'signed-out') return signOutByUser();
    if (reason === 'idle') return endIdleSession();
    return endRejectedSession();
  },
  routeChanged: sessionRouteChanged,
  followOtherTabs: followSessionChangesInOtherTabs,
  /** Renews the 15-minute bearer before its `exp` while signed in; a refused renewal is a 401's end. */
  keepTokenFresh: () => keepAccessTokenFresh(() => void endRejectedSession()),
};
