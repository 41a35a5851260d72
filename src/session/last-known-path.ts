import { isRememberablePath, safeReturnPath } from '@/shared/browser/app-paths';
import { readString, removeKey, writeString, type StorageArea } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { storedUserInfoArea } from './stored-user-info';

/**
 * Where `last-known-path` lives: in the area of the portal session that left it (the user record's:
 * localStorage with "Remember me", else this tab's sessionStorage), so a page left in an un-remembered
 * session, with its username, is gone when the browser closes. A signed-out visitor's deep link is for
 * whoever signs in in this tab. Callers that have just cleared the record name the area it had.
 */
export function lastKnownPathArea(): StorageArea {
  return storedUserInfoArea() ?? 'tab';
}

const OTHER_AREA: Record<StorageArea, StorageArea> = { local: 'tab', tab: 'local' };

/**
 * Remembers `path` as `last-known-path` when it may be (see isRememberablePath), with who was on it:
 * `username`, or null for a signed-out visitor's deep link (a bookmark), which is for whoever signs in.
 * A reload of the page a user just left (session expiry) keeps that user as its owner.
 */
export function rememberLastKnownPath(path: string, username: string | null, area = lastKnownPathArea()): void {
  if (!isRememberablePath(path)) return;
  const samePage = readString(storageKeys.lastKnownPath, area) === path;
  for (const key of [storageKeys.lastKnownPath, storageKeys.lastKnownPathUser]) removeKey(key, OTHER_AREA[area]);
  writeString(storageKeys.lastKnownPath, path, area);
  if (username) writeString(storageKeys.lastKnownPathUser, username, area);
  else if (!samePage) removeKey(storageKeys.lastKnownPathUser, area);
}

/** The stored `last-known-path` as is (unchecked) and who left it (null: a signed-out visitor). */
export function readLastKnownPath(): { path: string | null; owner: string | null } {
  const area: StorageArea = readString(storageKeys.lastKnownPath, 'tab') !== null ? 'tab' : 'local';
  return {
    path: readString(storageKeys.lastKnownPath, area),
    owner: readString(storageKeys.lastKnownPathUser, area),
  };
}

/**
 * Where a finished sign-in of `username` leads (R2.26): the remembered page when it is safe
 * and was not left by somebody else (the next person on a shared browser starts on their own home).
 */
export function lastKnownReturnPath(username: string | null): string {
  const { path, owner } = readLastKnownPath();
  if (owner !== null && owner !== username) return '/home';
  return safeReturnPath(path) ?? '/home';
}
