/**
 * The dashboard token's life (R4.11): a stored `token_info` with a future
 * expiry is used as is; otherwise it is renewed silently (MSAL's acquireTokenSilent: cached token,
 * then the refresh token, then the hidden-iframe `prompt=none` request). Every outcome is told to the
 * session's workplace sign-in (`workplace.signedIn`, `notSignedIn`), the one owner of the token.
 */
import type { AccountInfo, AuthenticationResult, SilentRequest } from '@azure/msal-browser';
import { workplaceSignIn } from '@/config';
import { readSession, readTokenInfo, recordActivity, type TokenInfo, workplace } from '@/session';
import { shownPageTitle } from '@/shared/browser/shown-page-title';
import { readCurrentUser, refreshCurrentUser } from '@/session/signed-in';
import { RENEWAL_MARGIN_MS, SIGN_IN_TEXT } from '../constants';
import { isPortalUsersAccount } from './sign-in-error';

/** The part of MSAL's client the token logic uses (a fake in tests). */
export interface TokenClient {
  getActiveAccount(): AccountInfo | null;
  getAllAccounts(): AccountInfo[];
  setActiveAccount(account: AccountInfo | null): void;
  acquireTokenSilent(request: SilentRequest): Promise<AuthenticationResult>;
}

/** Silent renewal failed: only an interactive sign-in (the sign-in route) can help. */
export class DashboardSignInRequiredError extends Error {
  constructor(cause?: unknown) {
    super('The dashboard token could not be renewed silently', { cause });
    this.name = 'DashboardSignInRequiredError';
  }
}

export function isTokenInfoValid(info: TokenInfo | null, nowMs = Date.now()): info is TokenInfo {
  return info !== null && Date.parse(info.expiresOn) > nowMs;
}

/** Whether the token expires within `marginMs` (or already has). */
function expiresWithin(info: TokenInfo | null, marginMs: number, nowMs = Date.now()): boolean {
  return info === null || Date.parse(info.expiresOn) - marginMs <= nowMs;
}

function tokenInfoOf(result: Pick<AuthenticationResult, 'accessToken' | 'expiresOn' | 'account'>): TokenInfo {
  // MSAL always sets expiresOn for access tokens; an hour is the provider's default lifetime otherwise.
  const expiresOn = result.expiresOn ?? new Date(Date.now() + 3600_000);
  const hint = result.account?.idTokenClaims?.login_hint;
  return {
    accessToken: result.accessToken,
    expiresOn: expiresOn.toISOString(),
    ...(typeof hint === 'string' && hint !== '' ? { logoutHint: hint } : {}),
  };
}

/**
 * The signed-in portal user's e-mail, which names their workplace account. It comes from the server's
 * userInfo: a sign-in restored from the stored token (session/start.ts) has none until that answer,
 * which is then on its way, and a renewal at that moment waits for it rather than find no account (a
 * reload of a dashboard whose token had expired landed on the sign-in route).
 */
async function portalEmail(): Promise<string | null> {
  const known = readCurrentUser()?.email ?? readSession().signedInAs?.email ?? null;
  if (known !== null || readSession().status !== 'logged-in') return known;
  try {
    return (await refreshCurrentUser()).email; // joins the request already out
  } catch {
    return null;
  }
}

/**
 * The workplace account of the portal user signed in now, among those MSAL keeps (its cache outlives
 * the portal session: another person may have signed in to the workplace in this browser before).
 * Any other account is never used to renew silently.
 */
async function accountOf(client: TokenClient): Promise<AccountInfo | null> {
  const email = await portalEmail();
  const active = client.getActiveAccount();
  const account =
    [active, ...client.getAllAccounts()].find((candidate) => isPortalUsersAccount(candidate, email)) ?? null;
  if (account !== active) client.setActiveAccount(account);
  return account;
}

let renewing: Promise<TokenInfo> | null = null;

/**
 * Renews the token silently. `force` skips MSAL's cached access token (our stored copy expired or the
 * report said `TokenExpired`), so the refresh token or the hidden iframe is asked for a new one.
 * Concurrent callers share one renewal.
 */
export function renewDashboardToken(client: TokenClient, { force }: { force: boolean }): Promise<TokenInfo> {
  renewing ??= (async () => {
    const account = await accountOf(client);
    if (!account) throw new DashboardSignInRequiredError('no workplace account is signed in');
    try {
      const result = await client.acquireTokenSilent({
        scopes: [...workplaceSignIn.scopes],
        account,
        forceRefresh: force,
      });
      return workplace.signedIn(tokenInfoOf(result));
    } catch (error) {
      // Logged; the caller sends the user to the sign-in route (R4.11).
      console.error('Dashboard token renewal failed', error);
      throw new DashboardSignInRequiredError(error);
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

type DashboardTokenState = { status: 'signed-in'; info: TokenInfo } | { status: 'signed-out' };

/**
 * On start of a report view: the stored token when it is still valid; a silent renewal when it is
 * not (or when MSAL knows an account but nothing is stored); `signed-out` when the user never signed
 * in with the workplace provider. Throws DashboardSignInRequiredError when renewal fails.
 */
export async function resolveDashboardToken(client: TokenClient, nowMs = Date.now()): Promise<DashboardTokenState> {
  const stored = readTokenInfo();
  if (isTokenInfoValid(stored, nowMs)) return { status: 'signed-in', info: workplace.signedIn(stored) };
  if (stored === null && (await accountOf(client)) === null) {
    workplace.notSignedIn();
    return { status: 'signed-out' };
  }
  return { status: 'signed-in', info: await renewDashboardToken(client, { force: stored !== null }) };
}

/** A click on a visual: renews the token when it is about to expire; otherwise nothing happens. */
export async function renewIfExpiringSoon(client: TokenClient, nowMs = Date.now()): Promise<TokenInfo | null> {
  const stored = readTokenInfo();
  if (!expiresWithin(stored, RENEWAL_MARGIN_MS, nowMs)) return null;
  return renewDashboardToken(client, { force: true });
}

/** After the sign-in popup: keep the token, mark the session signed in to the dashboards, record it. */
export function completeDashboardSignIn(
  result: Pick<AuthenticationResult, 'accessToken' | 'expiresOn' | 'account'>,
  client: Pick<TokenClient, 'setActiveAccount'>,
): TokenInfo {
  if (result.account) client.setActiveAccount(result.account);
  const info = workplace.signedIn(tokenInfoOf(result));
  const page = shownPageTitle() || SIGN_IN_TEXT.title;
  void recordActivity(SIGN_IN_TEXT.signedIn, page);
  return info;
}
