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

export function writeString(key: StorageKey, value: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the app keeps working without persistence.
  }
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
 * saved views an earlier version kept here are each user's own work, kept until that user's next
 * visit moves them to the backend (features/reports/lib/move-browser-views.ts).
 */
const KEPT_ACROSS_SESSIONS: StorageKey[] = [storageKeys.colorScheme, storageKeys.savedViews];

/** This tab's sessionStorage only: another tab's sign-out has already cleared the shared storage. */
export function clearTabStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    /* blocked storage */
  }
}

/** Sign-out and session expiry clear both storages (R4.4). */
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
