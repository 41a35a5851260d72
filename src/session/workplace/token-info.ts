import { readJson, removeKey, writeJson, type StorageArea } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { useSessionStore } from '../session-store';
import { storedUserInfoArea } from '../stored-user-info';

/** The dashboard (workplace) sign-in result kept as `token_info` (R3.3). */
export interface TokenInfo {
  accessToken: string;
  /** When the access token expires, as an ISO date (how a sign-in result's Date serialises). */
  expiresOn: string;
  /**
   * The workplace account's `login_hint` claim, for the provider's sign-out (`logout_hint`) when the
   * portal signs out from a page that has not loaded MSAL.
   */
  logoutHint?: string;
}

/** As stored: with the portal user whose session signed in to the workplace (null: none signed in). */
interface StoredTokenInfo extends TokenInfo {
  owner: string | null;
}

const AREAS: readonly StorageArea[] = ['tab', 'local'];

function isStoredTokenInfo(value: unknown): value is StoredTokenInfo {
  if (value === null || typeof value !== 'object') return false;
  const { accessToken, expiresOn, owner, logoutHint } = value as Record<string, unknown>;
  return (
    (logoutHint === undefined || typeof logoutHint === 'string') &&
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof expiresOn === 'string' &&
    !Number.isNaN(Date.parse(expiresOn)) &&
    (typeof owner === 'string' || owner === null)
  );
}

/** Whose portal session this is: the username signed in (null: nobody). */
function currentOwner(): string | null {
  return useSessionStore.getState().signedInAs?.username ?? null;
}

/**
 * The stored `token_info` of this portal session, or null. A token is the workplace sign-in of one
 * portal user: one left by somebody else (another person at a shared computer, a record from before
 * owners were kept), or a corrupt value, is removed and never used.
 */
export function readTokenInfo(): TokenInfo | null {
  const owner = currentOwner();
  for (const area of AREAS) {
    const stored = readJson(storageKeys.dashboardToken, isStoredTokenInfo, area);
    if (stored === null) continue;
    if (stored.owner === owner) {
      const { accessToken, expiresOn, logoutHint } = stored;
      return { accessToken, expiresOn, ...(logoutHint === undefined ? {} : { logoutHint }) };
    }
    removeKey(storageKeys.dashboardToken, area);
  }
  return null;
}

/**
 * Keeps the token where the portal session's own record is: with "Remember me" in localStorage, without
 * in this tab's sessionStorage, so that a browser restart, which ends an un-remembered portal session,
 * ends its dashboard token too.
 */
export function writeTokenInfo(info: TokenInfo): void {
  const area = storedUserInfoArea() ?? 'tab';
  for (const other of AREAS) if (other !== area) removeKey(storageKeys.dashboardToken, other);
  writeJson(storageKeys.dashboardToken, { ...info, owner: currentOwner() } satisfies StoredTokenInfo, area);
}

export function clearTokenInfo(): void {
  for (const area of AREAS) removeKey(storageKeys.dashboardToken, area);
}
