import { storageKeys, type StorageKey } from './storage-keys';

/**
 * Reads and writes browser storage through one door that survives corrupt values, a full quota and
 * browsers that block storage: a bad value reads as `null` (and is removed), never as a crash.
 * `local` (the default) is shared by the browser's tabs and kept; `tab` is this tab's sessionStorage,
 * gone when the browser closes.
 */
export type StorageArea = 'local' | 'tab';

function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // e.g. storage disabled by the browser's privacy settings
  }
}

export function readString(key: StorageKey, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function tryWrite(key: StorageKey, value: string, area: StorageArea): boolean {
  try {
    const found = storage(area);
    found?.setItem(key, value);
    return found?.getItem(key) === value;
  } catch {
    return false;
  }
}

/**
 * Writes a value; true when it reads back. A full localStorage first gives up the legacy saved views
 * (`oa_saved_views`, kept across every end, the one key that can grow to fill it), then tries once
 * more. Otherwise (blocked storage) the app keeps working without persistence.
 */
export function writeString(key: StorageKey, value: string, area: StorageArea = 'local'): boolean {
  if (tryWrite(key, value, area)) return true;
  if (area !== 'local' || key === storageKeys.savedViews || readString(storageKeys.savedViews) === null) return false;
  removeKey(storageKeys.savedViews);
  return tryWrite(key, value, area);
}

/** Parses a JSON value and checks its shape; anything unreadable is removed and reads as null. */
export function readJson<T>(
  key: StorageKey,
  isValid: (value: unknown) => value is T,
  area: StorageArea = 'local',
): T | null {
  const raw = readString(key, area);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through: corrupt JSON
  }
  removeKey(key, area);
  return null;
}

export function writeJson(key: StorageKey, value: unknown, area: StorageArea = 'local'): void {
  writeString(key, JSON.stringify(value), area);
}

export function removeKey(key: StorageKey, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/**
 * Not a session's data: every clear keeps them. The colour scheme is the browser's preference; the
 * saved views an earlier version kept here are each user's own work, kept until that user imports or
 * declines them (features/reports/lib/move-browser-views.ts) or their cut-off date (legacy-saved-views.ts). The provider's sign-out
 * still owed outlives every clear until it is done (src/session/workplace/provider-sign-out-duty.ts).
 */
const KEPT_ACROSS_SESSIONS: StorageKey[] = [
  storageKeys.colorScheme,
  storageKeys.savedViews,
  storageKeys.providerSignOutDue,
];

/** This tab's sessionStorage only: another tab's sign-out has already cleared the shared storage. */
export function clearTabStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    /* blocked storage */
  }
}

/** What the workplace sign-in library (MSAL) writes: keys in either storage and cookies all start so. */
const MSAL_PREFIX = 'msal.';

/** Whether the browser lets the portal use `area` at all (a browser may block localStorage). */
export function isStorageAvailable(area: StorageArea): boolean {
  return storage(area) !== null;
}

/** Whether MSAL keeps anything in `area` (its keys start with `msal.`). */
export function hasMsalKeys(area: StorageArea): boolean {
  try {
    const found = storage(area);
    return found !== null && Object.keys(found).some((key) => key.startsWith(MSAL_PREFIX));
  } catch {
    return false; // blocked storage
  }
}

/** Whether MSAL left anything in this browser for this origin: a key in either storage, or a cookie. */
export function hasMsalEntries(): boolean {
  return hasMsalKeys('local') || hasMsalKeys('tab') || msalCookieNames().length > 0;
}

/**
 * A portal cookie's name: `__Host-` on https, which the browser accepts only from this very origin over
 * https, for `/`, without a Domain (so another origin of the same host or site cannot plant it).
 */
function cookieName(key: StorageKey): string {
  return typeof window !== 'undefined' && window.location.protocol === 'https:' ? `__Host-${key}` : key;
}

/**
 * A cookie of the portal's own (script-readable, for this origin's pages): its value, or null. Two
 * cookies of the name (one planted by another origin of the same host or site, for another path or
 * domain) or a value that does not decode are tampering: read as none, so nothing planted is believed.
 */
export function readCookie(key: StorageKey): string | null {
  const name = cookieName(key);
  try {
    const values = document.cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([found]) => found === name)
      .map(([, ...value]) => value.join('='));
    return values.length === 1 ? decodeURIComponent(values[0] ?? '') : null;
  } catch {
    return null; /* cookies blocked, no document, or a value that does not decode */
  }
}

/** Writes a first-party cookie the server never needs (SameSite=Strict; Secure and `__Host-` on https). */
export function writeCookie(key: StorageKey, value: string, maxAgeSeconds: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
  } catch {
    /* cookies blocked */
  }
}

export function removeCookie(key: StorageKey): void {
  writeCookie(key, '', 0);
}

/**
 * A browser-wide fact every tab must know even where the browser blocks localStorage (the session's
 * generation, the workplace sign-in mark, the last use for the idle time-out, the provider's sign-out
 * still owed, a sign-out not yet confirmed): kept in localStorage where it works, and only where it does
 * not (blocked, or full) in a first-party cookie
 * of the same name (cookies are sent with every request and shared by every port of a host, so they
 * are the fallback, not a copy). Never silently skipped: with both blocked, no sign-in persists either.
 */
export function readBrowserWide(key: StorageKey): string | null {
  return isStorageAvailable('local') ? (readString(key) ?? readCookie(key)) : readCookie(key);
}

/**
 * Whether a browser-wide fact can be kept at all: localStorage works, or a cookie written reads back
 * (a browser may block both; cookies of the page's scripts alone, too).
 */
export function canKeepBrowserWide(): boolean {
  if (isStorageAvailable('local')) return true;
  writeCookie(storageKeys.cookieProbe, '1', 1);
  const kept = readCookie(storageKeys.cookieProbe) === '1';
  removeCookie(storageKeys.cookieProbe);
  return kept;
}

/** A write that fails or does not read back (a full localStorage) falls back to the cookie too. */
export function writeBrowserWide(key: StorageKey, value: string, maxAgeSeconds: number): void {
  if (writeString(key, value)) removeCookie(key);
  else {
    removeKey(key); // an older value must not win over the cookie
    writeCookie(key, value, maxAgeSeconds);
  }
}

/** Removed from both places (a cookie left by a browser that blocked localStorage earlier goes too). */
export function removeBrowserWide(key: StorageKey): void {
  removeKey(key);
  removeCookie(key);
}

function msalCookieNames(): string[] {
  try {
    return document.cookie
      .split(';')
      .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
      .filter((name) => name.startsWith(MSAL_PREFIX));
  } catch {
    return [];
  }
}

/** MSAL's cookies (its cache's encryption key): a script-readable key to the tokens it encrypted. */
function expireMsalCookies(): void {
  for (const name of msalCookieNames()) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

/** Sign-out and every other end of a session clear both storages (R4.4) and MSAL's cookies. */
export function clearAllBrowserStorage(): void {
  expireMsalCookies();
  const kept = KEPT_ACROSS_SESSIONS.map((key) => [key, readString(key)] as const);
  try {
    window.localStorage.clear();
  } catch {
    /* blocked storage */
  }
  try {
    window.sessionStorage.clear();
  } catch {
    /* blocked storage */
  }
  for (const [key, value] of kept) if (value !== null) writeString(key, value);
}
