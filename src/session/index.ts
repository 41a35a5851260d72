/**
 * The portal user's session: the one door (docs/architecture.md, "The session"). Everything that
 * starts, reads, keeps alive or ends a session goes through here, for every reason: sign-in, sign-out,
 * another tab, a 401, expiry, the idle time-out, leftovers of an earlier session, a stale tab. Nothing
 * outside src/session imports its modules (eslint.config.js), and nothing here runs at import time: the
 * app's bootstrap starts what listens (session.start, session.followOtherTabs, the idle watch).
 *
 * MSAL never comes through here: the reports feature's workplace sign-in plugs its own end into the
 * session's (registerSignOutTask, registerSignOutDestination) and loads MSAL lazily.
 */

// Start, sign in, end, follow: the transitions (session.ts).
export { session } from './session';
export type { SignedIn } from './sign-in';
// What main.tsx runs before the app's code has arrived.
export { sendStartupSessionCheckEarly } from './boot';
export { hasStoredUserInfo, readStoredAccessToken, storedUserInfoArea } from './stored-user-info';

// Read: who is signed in, and what the session keeps.
export { useSessionStore, type ActivityEntry, type SessionStatus } from './session-store';
export { useStartupCheckStore } from './startup-check-store';
export { readLastKnownPath, lastKnownReturnPath } from './last-known-path';
export { recordActivity } from './record-activity';

// Keep alive: the idle time-out of a session without "Remember me" (its end is session.signOut('idle')).
export { IDLE_WARNING_ANSWERS, staySignedIn, useIdleWarningStore, watchIdleTime } from './idle-time-out';

// What ends with the session: tasks and destinations registered by the parts that own them, the
// dashboard token, the workplace sign-in mark and the provider's sign-out while it is owed.
export { registerSignOutDestination, registerSignOutTask } from './sign-out-tasks';
export { clearTokenInfo, readTokenInfo, writeTokenInfo, type TokenInfo } from './token-info';
export { markWorkplaceSignIn, readWorkplaceSignInMark } from './workplace-sign-in-mark';
export {
  isProviderSignOutState,
  oweProviderSignOut,
  owedProviderSignOut,
  providerSignOutReturned,
} from './provider-sign-out-duty';
