import { recordActivity } from '@/shared/activity/record-activity';
import { appUrl, browserNavigation } from '@/shared/browser/browser-navigation';
import { announceSessionChange } from '@/shared/session/session-broadcast';
import { useSessionStore } from '@/shared/session/session-store';
import { runSignOutTasks, signOutDestination } from '@/shared/session/sign-out-tasks';
import { clearAllBrowserStorage, removeKey, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { logoutUserSession } from '../api/logout-user-session';
import { SIGNED_OUT_PAGE } from '@/shared/browser/signed-out-page';
import { AUTH_TEXT, AUTH_TIMING } from '../constants';

function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Ends the server's cookie session; true once the server has confirmed it. */
async function endServerSession(): Promise<boolean> {
  try {
    await logoutUserSession();
    return true;
  } catch {
    return false;
  }
}

/**
 * Tries again to end the session of an earlier sign-out (at start-up, while the login shows).
 * The mark stays until the server confirms, so the next start tries again.
 */
export async function finishPendingSignOut(): Promise<void> {
  if (await endServerSession()) removeKey(storageKeys.signOutPending);
}

let signingOut: Promise<void> | null = null;

/**
 * The user signs out (R4.4): the activity, the server logout (on every sign-out, see
 * docs/decisions/logout-on-every-sign-out.md), both storages and the dashboard token cleared, then /login.
 */
export function signOutByUser(): Promise<void> {
  signingOut ??= (async () => {
    const page = useSessionStore.getState().pageTitle || AUTH_TEXT.signOut;
    writeString(storageKeys.signOutPending, String(Date.now()));
    let serverConfirmed = false;
    const serverCalls = (async () => {
      // The activity call needs the session, so it goes before the logout.
      await recordActivity('Signed out', page);
      serverConfirmed = await endServerSession();
    })();
    await settleWithin(serverCalls, AUTH_TIMING.signOutCallsTimeoutMs);
    // Asked while the session's records are still there (the workplace sign-in's end-session page).
    const destination = signOutDestination();
    await runSignOutTasks(); // e.g. the workplace sign-in; bounded in time, before storage is cleared
    // Not the store's signedOut(): that would close the confirmation under the user's pointer while
    // the page is replaced anyway; the dashboard token alone must not outlive this line.
    useSessionStore.getState().setDashboardToken(null);
    clearAllBrowserStorage(); // keeps the colour scheme, a preference of the browser
    if (!serverConfirmed) writeString(storageKeys.signOutPending, String(Date.now()));
    announceSessionChange({ kind: 'signed-out', reason: 'signed-out' });
    // The reload forgets everything; the query parameter tells the sign-in page to say "signed out".
    // An identity provider's end-session page, when there is one to pass, sends the browser there.
    browserNavigation.replace(destination ?? appUrl(SIGNED_OUT_PAGE));
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}
