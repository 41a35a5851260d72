/**
 * The portal user's session: the one door (docs/architecture.md, "The session"). Everything that
 * starts, reads, keeps alive or ends a session goes through here, for every reason: sign-in, sign-out,
 * another tab, a 401, expiry, the idle time-out, leftovers of an earlier session, a stale tab. It
 * exports verbs and read-only views only: no store, no setter, no token writer, so nothing outside
 * src/session can change the session but by asking it (only-the-session-writes.test.ts holds that).
 * Nothing here runs at import time: the app's bootstrap starts what listens (session.start,
 * session.followOtherTabs, session.keepTokenFresh); the idle watch runs while the signed-in shell or
 * the dashboard sign-in page shows (features/auth's IdleTimeOut).
 *
 * MSAL never comes through here: the reports feature's workplace sign-in plugs its own end into the
 * session's (registerSignOutTask, registerSignOutDestination), loads MSAL lazily, and tells the
 * workplace sub-module what its sign-ins and renewals answered (./workplace).
 */

// Start, sign in, end, follow: the transitions (session.ts).
export { session } from './session';
export type { SignedIn } from './sign-in';
// What main.tsx runs before the app's code has arrived.
export { sendStartupSessionCheckEarly } from './boot';
export { hasStoredUserInfo, readStoredAccessToken, storedUserInfoArea } from './stored-user-info';

// Read: who is signed in, and what the session keeps.
export { readSession, useSession, type SessionStatus, type SessionView } from './session-store';
export { useServerUnreachable } from './startup-check-store';
export { readLastKnownPath, lastKnownReturnPath } from './last-known-path';
export { recordActivity } from './record-activity';

// Keep alive: the idle time-out of a session without "Remember me" (its end is session.signOut('idle')).
export { IDLE_WARNING_ANSWERS, staySignedIn, useIdleWarning, watchIdleTime } from './idle-time-out';

// What ends with the session: tasks and destinations registered by the parts that own them.
export { registerSignOutDestination, registerSignOutTask } from './sign-out-tasks';
// The workplace sign-in (the dashboard token, the browser's mark, the provider's sign-out while owed).
export {
  isProviderSignOutState,
  oweProviderSignOut,
  owedProviderSignOut,
  providerSignOutReturned,
  readDashboardToken,
  readTokenInfo,
  readWorkplaceSignInMark,
  useDashboardToken,
  workplace,
  type TokenInfo,
} from './workplace';
