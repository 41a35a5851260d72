import { storageKeys, type StorageKey } from './storage-keys';

/**
 * Reads and writes localStorage through one door that survives corrupt values, a full quota and
 * browsers that block storage: a bad value reads as `null` (and is removed), never as a crash.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // e.g. storage disabled by the browser's privacy settings
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the app keeps working without persistence.
  }
}

/** Parses a JSON value and checks its shape; anything unreadable is removed and reads as null. */
export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through: corrupt JSON
  }
  removeKey(key);
  return null;
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The browser's preferences, not a session's data: every clear keeps them (the colour scheme). */
const KEPT_ACROSS_SESSIONS: StorageKey[] = [storageKeys.colorScheme];

/** Sign-out and session expiry clear both storages (spec section 4). */
export function clearAllBrowserStorage(): void {
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
