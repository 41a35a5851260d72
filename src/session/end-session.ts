import { recordActivity } from './record-activity';
import { lastKnownPathArea, rememberLastKnownPath } from './last-known-path';
import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { shownPageTitle } from '@/shared/browser/shown-page-title';
import { leaveSignInNotice, SIGNED_OUT_PAGE, type SignInNoticeReason } from '@/shared/browser/signed-out-page';
import { oweProviderSignOut } from './workplace/provider-sign-out-duty';
import { announceSessionChange, type SessionChange } from './session-broadcast';
import { endSessionGeneration } from './session-generation';
import { useSessionStore } from './session-store';
import { forgetWorkplaceSignIn } from './workplace/sign-in-mark';
import { dropDashboardToken } from './workplace/dashboard-token';
import { runSignOutTasks, signOutDestination } from './sign-out-tasks';
import { clearAllBrowserStorage, clearTabStorage, removeBrowserWide } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { logoutUserSession } from './api/logout-user-session';
import { SESSION_TEXT, SESSION_TIMING } from './constants';
import { providerSignOutUnderwayElsewhere } from './workplace/provider-sign-out';
import { clearSignOutPending, isSignOutPending, markSignOutPending } from './sign-out-pending';

/** Why a session ended; every tab is told the same (see session-broadcast.ts). */
export type SessionEndReason = Extract<SessionChange, { kind: 'signed-out' }>['reason'];

/** The page to return to at the next sign-in, and whose it is (null: whoever signs in next). */
export type KeptPage = { path: string; owner: string | null } | null;

interface SessionEnd {
  reason: SessionEndReason;
  /** The page to return to at the next sign-in, or null to keep none (a user's own sign-out). */
  page: KeptPage;
  /**
   * The end runs at start-up, before any page of the session: without a provider's session to end, the
   * app simply starts signed out on the page it is on (the guards lead to /login).
   */
  atStartUp?: boolean;
  /**
   * At start-up, the server was never asked: the stored record was unreadable, so the cookie session it
   * belonged to may still be alive and is logged out like a sign-out's.
   */
  serverSessionMayLive?: boolean;
}

/** The page this tab shows, as its signed-in user's. */
function pageHere(): KeptPage {
  return { path: currentAppPath(), owner: signedInUsername() };
}

/**
 * Each way a session ends: the page kept for the next sign-in (a caller that knows better gives its
 * own), and whether it ends only a signed-in session (a 401 or the idle watch of a tab that is not, or
 * no longer, signed in ends nothing).
 */
const ENDS: Record<SessionEndReason, { page: () => KeptPage; signedInOnly: boolean }> = {
  // The user signs out (R4.4), in any tab: the activity is recorded, no page kept, /login says so.
  'signed-out': { page: () => null, signedInOnly: false },
  // The server answered 401 to a call that needs a session (it ended there, lapsed idle, or ended on
  // another device): the page stays the user's, so signing in again returns there.
  rejected: { page: pageHere, signedInOnly: true },
  // Nobody used any tab of an un-remembered session for the idle time-out: the page is kept.
  idle: { page: pageHere, signedInOnly: true },
  // The stored bearer expired and the server refused its renewal (a route change, or the start-up,
  // which give the page they were opening).
  expired: { page: pageHere, signedInOnly: false },
};

function settleWithin<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), timeoutMs);
    void work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** Ends the server's cookie session; true once the server has confirmed it. */
export async function endServerSession(): Promise<boolean> {
  try {
    await logoutUserSession();
    return true;
  } catch {
    return false;
  }
}

/**
 * The server calls of an end: the user's own sign-out is recorded first (the activity call needs the
 * session), then the logout, on every end (docs/decisions/logout-on-every-sign-out.md): a rejected or
 * idle session may still have a cookie session the server would sign the next person in with.
 */
async function serverCalls(reason: SessionEndReason, activityPage: string): Promise<boolean> {
  if (reason === 'signed-out') await recordActivity('Signed out', activityPage);
  return endServerSession();
}

/**
 * Runs `work` while no other tab of this browser runs its own end (Web Locks): two tabs ending at
 * once (both idle, or a sign-out in each) then visit the provider's end-session page once, from the
 * first; the second finds the workplace mark gone.
 */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until `work` settles; its answer is `work`'s.
  return locks ? (locks.request('oa-session-end', work) as unknown as Promise<T>) : work();
}

/** What the browser holds of the session goes; answers the provider page to visit (read before). */
function clearBrowser(): Promise<string | null> {
  return exclusively(async () => {
    const destination = signOutDestination(); // the workplace sign-in's end-session page, when there was one
    await runSignOutTasks(); // MSAL's own clear, when this page loaded it; bounded in time
    clearAllBrowserStorage(); // every area and MSAL's cookies; keeps the colour scheme
    // What a browser that blocks localStorage keeps in cookies instead (browser-storage.ts, readBrowserWide).
    forgetWorkplaceSignIn();
    removeBrowserWide(storageKeys.lastInputAt); // the idle time-out's shared last use
    clearSignOutPending(); // written again below while the server has not confirmed
    return destination;
  });
}

/**
 * What the sign-in page says of an end the person did not choose (R10.6): their own sign-out says
 * "You have been signed out." instead, and another tab's sign-out is news to this one.
 */
function noticeReason(reason: SessionEndReason, inThisTab: boolean): SignInNoticeReason | null {
  if (reason === 'signed-out') return inThisTab ? null : 'elsewhere';
  return reason === 'rejected' ? 'ended' : reason;
}

/** Leaves the sign-in page its notice (after the clear, which would take it too). */
function leaveNotice(reason: SessionEndReason, inThisTab: boolean, workplaceEnded: boolean): void {
  const notice = noticeReason(reason, inThisTab);
  if (notice) leaveSignInNotice({ reason: notice, workplaceEnded });
}

/**
 * This tab's end of its session, once run: a later call (another 401) joins it, and does nothing. It
 * belongs to the store's sign-in of then (`of`): a later sign-in's session ends afresh, however the
 * store was signed in (a sign-in, a start-up, a test), with no subscription.
 */
let ending: { run: Promise<void>; of: number } | null = null;

/**
 * A sign-in or a start-up in this tab begins a session whose end is still to come (called by both,
 * explicitly: the session runs nothing at import time).
 */
export function sessionBegins(): void {
  ending = null;
}

/**
 * THE end of a portal session, whichever way it comes (docs/security.md, "How a session ends"): a
 * user's sign-out in any tab, a 401, an expired token, the idle time-out, a start-up that finds no
 * session but something of an earlier one. Once per tab (a later call joins the first), and once per
 * browser for the provider's session: the server's session is ended (or marked pending), both storages,
 * MSAL's cache and cookies are cleared, the page to return to kept, the other tabs told (they follow,
 * see followSessionEnd), and the browser leaves through the identity provider's end-session page (a
 * top-level visit, with `logout_hint`) when this browser signed in to the workplace, back to /login.
 */
export function endSession(
  reason: SessionEndReason,
  { page, ...at }: { page?: KeptPage } & Pick<SessionEnd, 'atStartUp' | 'serverSessionMayLive'> = {},
): Promise<void> {
  const { status, signInNumber: of } = useSessionStore.getState();
  if (ENDS[reason].signedInOnly && status !== 'logged-in') return Promise.resolve();
  const end = { reason, page: page === undefined ? ENDS[reason].page() : page, ...at };
  if (ending?.of !== of) ending = { run: runEnd(end), of };
  return ending.run;
}

async function runEnd({ reason, page, atStartUp = false, serverSessionMayLive = false }: SessionEnd): Promise<void> {
  const pageArea = lastKnownPathArea(); // the session's, read before its record is cleared
  const activityPage = shownPageTitle() || SESSION_TEXT.signOut;
  // First of all: every other tab holding this session is stale from here on, even if the calls fail.
  endSessionGeneration();
  // Until the server confirms, a start-up must not sign back in from the cookie session. At start-up
  // the server has mostly just answered that there is none, or refused the stored token's renewal:
  // nothing to end there, unless an earlier sign-out's logout is still owed (its mark is set) or the
  // stored record was unreadable (the server was not asked): the logout is sent then, its mark kept
  // until the server confirms it.
  const sendsLogout = !atStartUp || serverSessionMayLive || isSignOutPending();
  if (sendsLogout) markSignOutPending();
  const confirmed =
    !sendsLogout ||
    (await settleWithin(serverCalls(reason, activityPage), SESSION_TIMING.signOutCallsTimeoutMs, false));
  const destination = await clearBrowser();
  // Not the store's signedOut() (unless staying): that would re-render the signed-in page, or close the
  // sign-out confirmation under the pointer, while the page is replaced anyway. The dashboard token
  // alone must not outlive this line.
  dropDashboardToken();
  if (!confirmed) markSignOutPending();
  if (page) rememberLastKnownPath(page.path, page.owner, pageArea);
  leaveNotice(reason, true, destination !== null);
  announceSessionChange({ kind: 'signed-out', reason, workplaceEnded: destination !== null });
  // The provider's page sends the browser back to the redirect bridge, which goes on to /login.
  if (destination) {
    // A duty until the provider sends the browser back with the duty's `state`.
    browserNavigation.replace(oweProviderSignOut(destination));
  } else if (atStartUp) useSessionStore.getState().signedOut();
  // A full load: nothing of the session stays in memory. The user's own sign-out is said on /login.
  else browserNavigation.replace(appUrl(reason === 'signed-out' ? SIGNED_OUT_PAGE : '/login'));
}

/**
 * Another tab ended the session and has done everything above; this tab drops its own sessionStorage
 * (an un-remembered sign-in, its MSAL cache and dashboard token live there), keeps its page, and
 * loads /login, which says why (another tab's sign-out included: this tab's person did not choose it here). It never visits the provider: the deciding tab has.
 */
export function followSessionEnd(page: KeptPage, reason: SessionEndReason, workplaceEnded = false): void {
  const pageArea = lastKnownPathArea();
  clearTabStorage();
  if (page) rememberLastKnownPath(page.path, page.owner, pageArea);
  leaveNotice(reason, false, workplaceEnded);
  providerSignOutUnderwayElsewhere();
  useSessionStore.getState().signedOut();
  browserNavigation.replace(appUrl('/login'));
}

/** Who is signed in here, for the page they leave behind. */
export function signedInUsername(): string | null {
  return useSessionStore.getState().signedInAs?.username ?? null;
}
