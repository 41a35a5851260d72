import { ApiError } from '@/api/api-error';
import { rememberLastKnownPath } from './last-known-path';
import { currentAppPath } from '@/shared/browser/browser-navigation';
import { useSessionStore } from './session-store';
import { hasSessionLeftovers } from './session-leftovers';
import { hasStoredUserInfo, readStoredUserInfo } from './stored-user-info';
import { userFromToken } from '@/shared/user/user';
import { checkUserSession } from './api/check-user-session';
import { SESSION_TEXT } from './constants';
import { useStartupCheckStore } from './startup-check-store';
import { endSession, sessionBegins } from './end-session';
import { finishPendingSignOut } from './sign-out';
import { finishOwedProviderSignOut } from './workplace/provider-sign-out';
import { dropStaleTabSession, settleTabSession } from './stale-tab';
import { startupNeedsServerSessionCheck } from './startup-session-check';
import { renewAccessToken } from './token-renewal';
import { isBearerExpired } from './server-clock';

/**
 * A signed-out visitor who opened a deep link (a bookmark, or the page reloaded after the session
 * expired) is sent to the login; the page is remembered so sign-in returns them there. `/` is no page.
 */
function entryPage(entryPath: string, owner: string | null = null) {
  return entryPath === '/' ? null : { path: entryPath, owner };
}

/**
 * No session, but something of an earlier one is left (a useless stored record, a dashboard token,
 * MSAL's cache, the workplace mark): the session's one end, so the next person inherits none of it
 * and the provider's session ends too. The page stays the page of the user whose token expired
 * (`owner`), not the next person's to sign in on this browser.
 */
function endLeftSession(entryPath: string, owner: string | null = null, serverSessionMayLive = false): Promise<void> {
  return endSession('expired', { page: entryPage(entryPath, owner), atStartUp: true, serverSessionMayLive });
}

/**
 * A readable stored token signs the user in at once (R4.1); the user data (e-mail and phone, which
 * the token does not carry) then loads in the background. A bearer past its `exp` (it lives 15
 * minutes) is renewed first with the session cookie: the SESSION has expired only when the server
 * refuses that (R4.1); a renewal that cannot get through keeps the token's user (the timer tries
 * again, and the server decides each call).
 */
async function signInFromStoredToken(accessToken: string, entryPath: string): Promise<void> {
  let user = userFromToken(accessToken);
  let renewalRefused = false;
  if (user && isBearerExpired(accessToken)) {
    const outcome = await renewAccessToken();
    renewalRefused = outcome === 'rejected';
    if (renewalRefused) user = null;
    const renewed = outcome === 'renewed' ? readStoredUserInfo()?.accessToken : undefined;
    if (renewed) user = userFromToken(renewed) ?? user;
  }
  // Not a JWT, no `exp`, or a session that ended: the stored record is useless, and so is the rest of
  // storage. Unless the server refused it, its cookie session may be alive: it is logged out too.
  if (!user) {
    await endLeftSession(entryPath, userFromToken(accessToken)?.username || null, !renewalRefused);
    return;
  }
  useSessionStore.getState().signedIn(user);
  // With the signed-in page's code (the query cache is not part of the first download).
  import('./current-user').then(({ refreshCurrentUser }) => refreshCurrentUser()).catch(() => undefined);
}

/**
 * Not signed in at start-up: what an earlier session left ends (unless the server could not tell, see
 * below); a deep link is kept for the next sign-in.
 */
async function startSignedOut(entryPath: string, { endLeftovers = true } = {}): Promise<void> {
  if (endLeftovers && hasSessionLeftovers()) {
    await endLeftSession(entryPath);
    return;
  }
  useSessionStore.getState().signedOut();
  const page = entryPage(entryPath);
  if (page) rememberLastKnownPath(page.path, page.owner);
}

/**
 * From the server's cookie session, when it still belongs to the browser's session generation (see
 * checkUserSession): answers that generation, for the tab to join once the start has settled.
 */
async function signInFromCookieSession(entryPath: string): Promise<string | undefined> {
  try {
    const checked = await checkUserSession();
    useStartupCheckStore.setState({ serverUnreachable: false });
    if (checked) {
      useSessionStore.getState().signedIn(checked.user);
      return checked.generation;
    }
  } catch (error) {
    console.info(SESSION_TEXT.notLoggedIn);
    // A 401 is the server's "not signed in"; anything else means it could not tell.
    const unreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    useStartupCheckStore.setState({ serverUnreachable: unreachable });
    await startSignedOut(entryPath, { endLeftovers: !unreachable });
    return undefined;
  }
  await startSignedOut(entryPath);
  return undefined;
}

/**
 * The start-up session check (R4.1, R4.2), run once before the first render:
 * decides logged in or logged out from the stored token, or from the server's cookie session when no
 * token is stored. After a sign-out whose server call did not get through, the cookie session is
 * never used to sign the user back in; the logout is tried again instead. Never throws; every call
 * has the API client's time-out, so it always ends. main.tsx may have sent the server check already,
 * while the app's code was downloading; checkUserSession() then takes that answer.
 */
export async function startSession(): Promise<void> {
  const entryPath = currentAppPath();
  sessionBegins();
  // Before anything reads this tab's record: one of an ended session is dropped, never used.
  dropStaleTabSession();
  if (finishOwedProviderSignOut()) return; // the tab leaves for the provider; the store stays loading
  try {
    let cookieGeneration: string | undefined;
    if (startupNeedsServerSessionCheck()) cookieGeneration = await signInFromCookieSession(entryPath);
    else if (hasStoredUserInfo()) {
      const stored = readStoredUserInfo(); // a value that is not JSON or not a user reads as null (and is removed)
      if (stored) await signInFromStoredToken(stored.accessToken, entryPath);
      else await endLeftSession(entryPath, null, true); // the unreadable record's cookie session may live
    } else if (hasSessionLeftovers()) {
      await endLeftSession(entryPath);
    } else {
      // A sign-out whose server call did not get through: try the logout again, never the session.
      useSessionStore.getState().signedOut();
      void finishPendingSignOut();
    }
    settleTabSession({ signedIn: useSessionStore.getState().status === 'logged-in', cookieGeneration });
  } catch (error) {
    console.error('The start-up session check failed', error);
    useSessionStore.getState().signedOut();
  }
}
