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

function isDuty(value: unknown): value is ProviderSignOutDuty {
  if (value === null || typeof value !== 'object') return false;
  const { logoutHint } = value as Record<string, unknown>;
  return logoutHint === null || (typeof logoutHint === 'string' && logoutHint !== '');
}

/** Marked just before the tab leaves for `endSessionUrl`, the provider's end-session page (its `logout_hint` kept). */
export function oweProviderSignOut(endSessionUrl: string): void {
  let logoutHint: string | null = null;
  try {
    logoutHint = new URL(endSessionUrl, window.location.href).searchParams.get('logout_hint') || null;
  } catch {
    /* not a URL: the provider will ask which account */
  }
  writeBrowserWide(KEY, JSON.stringify({ logoutHint } satisfies ProviderSignOutDuty), COOKIE_MAX_AGE_S);
}

/** The owed sign-out, or null. An unreadable mark is still owed (the provider then asks which account). */
export function owedProviderSignOut(): ProviderSignOutDuty | null {
  const raw = readBrowserWide(KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDuty(parsed)) return parsed;
  } catch {
    /* unreadable: owed all the same */
  }
  return { logoutHint: null };
}

/** The provider has sent the browser back after its sign-out: nothing is owed any more. */
export function providerSignOutDone(): void {
  removeBrowserWide(KEY);
}
