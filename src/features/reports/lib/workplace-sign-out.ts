/**
 * The workplace sign-in ends with the portal session (R10.2): MSAL's cache is cleared, and a user's
 * sign-out visits the provider's end-session page top-level (docs/decisions/workplace-sign-out.md).
 */
import { workplaceSignIn, type WorkplaceSignInConfig } from '@/config';
import { owedProviderSignOut, readTokenInfo, readWorkplaceSignInMark } from '@/session';
import { loadedMsalClient } from './loaded-msal-client';

/** The provider's end-session endpoint: from its metadata, else Entra ID's beside the authority. */
export function endSessionEndpoint(settings: WorkplaceSignInConfig = workplaceSignIn): string | null {
  if (settings.authorityMetadata) {
    try {
      const endpoint = (JSON.parse(settings.authorityMetadata) as { end_session_endpoint?: unknown })
        .end_session_endpoint;
      if (typeof endpoint === 'string' && endpoint !== '') return endpoint;
    } catch {
      /* no usable metadata: fall through */
    }
  }
  if (!settings.authority) return null;
  return `${settings.authority.replace(/\/v2\.0$/, '')}/oauth2/v2.0/logout`;
}

/**
 * The `login_hint` claim of the workplace account to sign out: an owed sign-out's first (an earlier
 * session's), else from MSAL when this page loaded it, else as the browser-wide mark or the dashboard
 * token keeps it, so the provider signs that account out without asking which.
 */
function logoutHint(): string | null {
  const hint =
    owedProviderSignOut()?.logoutHint ??
    loadedMsalClient()?.getActiveAccount()?.idTokenClaims?.login_hint ??
    readWorkplaceSignInMark()?.logoutHint ??
    readTokenInfo()?.logoutHint;
  return typeof hint === 'string' && hint !== '' ? hint : null;
}

/**
 * Where a user's sign-out must go to end the provider's session, or null when this browser has no
 * workplace sign-in to end (`signedInHere`: a dashboard token was stored, or MSAL is loaded).
 */
export function workplaceSignOutUrl({ signedInHere }: { signedInHere: boolean }): string | null {
  if (!signedInHere && loadedMsalClient() === null) return null;
  const endpoint = endSessionEndpoint();
  if (!endpoint) return null;
  const url = new URL(endpoint, window.location.href);
  url.searchParams.set('post_logout_redirect_uri', workplaceSignIn.redirectUri);
  const hint = logoutHint();
  if (hint) url.searchParams.set('logout_hint', hint);
  return url.href;
}

/** Clears MSAL's cache of this page's client, when it has one. */
export async function signOutOfWorkplace(): Promise<void> {
  await loadedMsalClient()?.clearCache();
}
