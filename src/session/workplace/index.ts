import { holdDashboardToken, dropDashboardToken, useDashboardTokenStore } from './dashboard-token';

export { readDashboardToken } from './dashboard-token';
import { markWorkplaceSignIn } from './sign-in-mark';
import { writeTokenInfo, type TokenInfo } from './token-info';

/**
 * The workplace (dashboard) sign-in as the portal session keeps it (docs/architecture.md, "The
 * session"): the stored `token_info`, the token in memory, the browser-wide mark that this browser
 * signed in, and the provider's sign-out while it is owed. This sub-module is their one owner: the
 * reports feature (which runs MSAL's sign-in and renewals) tells it what happened through the verbs
 * below, and reads; the session's end (end-session.ts) ends all of it.
 */
export const workplace = {
  /**
   * A workplace sign-in or a renewal answered `info`: kept where the portal session's record is, the
   * token held for this page, and every tab's end told to end the provider's session too.
   */
  signedIn(info: TokenInfo): TokenInfo {
    writeTokenInfo(info);
    markWorkplaceSignIn(info.logoutHint ?? null);
    holdDashboardToken(info.accessToken);
    return info;
  },
  /** No workplace account is signed in for this portal user: no dashboard token in memory. */
  notSignedIn: dropDashboardToken,
};

/** The dashboard token of this page, or null (a React hook: renders again when it changes). */
export function useDashboardToken(): string | null {
  return useDashboardTokenStore((state) => state.token);
}

export { readTokenInfo, type TokenInfo } from './token-info';
export { readWorkplaceSignInMark } from './sign-in-mark';
export {
  isProviderSignOutState,
  oweProviderSignOut,
  owedProviderSignOut,
  providerSignOutReturned,
} from './provider-sign-out-duty';
