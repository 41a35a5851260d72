import { readBrowserWide, removeBrowserWide, writeBrowserWide } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * The identity provider's sign-out is a duty until done (docs/security.md, "How a session ends"): the
 * end of a session that signed in to the workplace marks it browser-wide before the tab leaves for the
 * provider's end-session page, and only the provider's post-logout redirect (the redirect bridge) takes
 * the mark away. If that page fails to load, the tab is closed on it, or the person goes Back from it,
 * the next start of any tab, and any Dashboard Login, visits it first: otherwise the provider's session
 * of the person who left would be offered to the next person.
 */
export interface ProviderSignOutDuty {
  /** The account's `login_hint` claim, sent as `logout_hint`; null: the provider asks which account. */
  logoutHint: string | null;
}

const KEY = storageKeys.providerSignOutDue;
/** Long enough for any provider session (Entra ID's last up to 90 days); done at the next visit anyway. */
const COOKIE_MAX_AGE_S = 90 * 24 * 3600;
/**
 * The end-session request's `state` (OpenID Connect RP-Initiated Logout: the provider sends it back to the
 * post-logout redirect): this prefix and the duty's nonce. Only a return carrying it clears the duty, so
 * a top-level visit to the redirect bridge from anywhere else (a link on another site) does not.
 */
const STATE_PREFIX = 'oa-sign-out.';

/** As stored: with the nonce its end-session request carries in `state`. */
interface StoredDuty extends ProviderSignOutDuty {
  nonce: string | null;
}

function isDuty(value: unknown): value is StoredDuty {
  if (value === null || typeof value !== 'object') return false;
  const { logoutHint, nonce } = value as Record<string, unknown>;
  const hintOk = logoutHint === null || (typeof logoutHint === 'string' && logoutHint !== '');
  return hintOk && (nonce === undefined || nonce === null || (typeof nonce === 'string' && nonce !== ''));
}

/** The stored duty, or null; an unreadable one is owed all the same (the provider then asks which account). */
function readDuty(): StoredDuty | null {
  const raw = readBrowserWide(KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDuty(parsed)) return { logoutHint: parsed.logoutHint, nonce: parsed.nonce ?? null };
  } catch {
    /* unreadable: owed all the same */
  }
  return { logoutHint: null, nonce: null };
}

function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Marked just before the tab leaves for `endSessionUrl`, the provider's end-session page (its
 * `logout_hint` kept), or before it visits it again for a duty still owed (the same nonce). Answers the
 * URL to visit: `endSessionUrl` with the duty's `state`.
 */
export function oweProviderSignOut(endSessionUrl: string): string {
  let url: URL | null = null;
  try {
    url = new URL(endSessionUrl, window.location.href);
  } catch {
    /* not a URL: the provider will ask which account */
  }
  const nonce = readDuty()?.nonce ?? newNonce();
  const logoutHint = url?.searchParams.get('logout_hint') || null;
  writeBrowserWide(KEY, JSON.stringify({ logoutHint, nonce } satisfies StoredDuty), COOKIE_MAX_AGE_S);
  if (!url) return endSessionUrl;
  url.searchParams.set('state', `${STATE_PREFIX}${nonce}`);
  return url.href;
}

/** The owed sign-out, or null. */
export function owedProviderSignOut(): ProviderSignOutDuty | null {
  const duty = readDuty();
  return duty && { logoutHint: duty.logoutHint };
}

/** Whether a `state` in the redirect bridge's URL is the answer to a provider sign-out (not to a sign-in). */
export function isProviderSignOutState(state: string | null): boolean {
  return state?.startsWith(STATE_PREFIX) ?? false;
}

/**
 * The provider sent the browser back to the redirect bridge with `state`: the duty is done only when it
 * is the duty's own. Anything else (no state, another nonce) leaves it owed.
 */
export function providerSignOutReturned(state: string | null): void {
  const nonce = readDuty()?.nonce;
  if (nonce && state === `${STATE_PREFIX}${nonce}`) removeBrowserWide(KEY);
}

/** No provider to visit (no end-session endpoint configured): nothing can be done, and nothing is owed. */
export function dropProviderSignOutDuty(): void {
  removeBrowserWide(KEY);
}
