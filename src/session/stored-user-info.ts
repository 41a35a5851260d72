import { readJson, readString, removeKey, writeJson, type StorageArea } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { learnServerClock } from './server-clock';
import { isStoredUserInfo, userFromToken, type SessionUser, type StoredUserInfo } from '@/shared/user/user';

/**
 * Where the stored user record lives: with "Remember me", in localStorage (kept until it expires);
 * without, in this tab's sessionStorage, gone when the browser closes (as the server's un-remembered
 * cookie session is), so the next person at a shared computer is not signed in as this user.
 */
export function storedUserInfoArea(): StorageArea | null {
  if (readString(storageKeys.userInfo, 'local') !== null) return 'local';
  if (readString(storageKeys.userInfo, 'tab') !== null) return 'tab';
  return null;
}

/** Whether a user record (readable or not) is stored in `area`. */
export function hasStoredUserInfoIn(area: StorageArea): boolean {
  return readString(storageKeys.userInfo, area) !== null;
}

/** Whether a user record is stored at all (readable or not). */
export function hasStoredUserInfo(): boolean {
  return storedUserInfoArea() !== null;
}

/** The stored user record, or null when absent or corrupt (a corrupt value is removed). */
export function readStoredUserInfo(): StoredUserInfo | null {
  const area = storedUserInfoArea();
  return area ? readJson(storageKeys.userInfo, isStoredUserInfo, area) : null;
}

export function readStoredAccessToken(): string | null {
  return readStoredUserInfo()?.accessToken ?? null;
}

/**
 * Stores a freshly issued token with the user data it carries; returns that user, or null if
 * unreadable. `remember`: the sign-in's "Remember me"; a refreshed token stays where its record was.
 */
export function storeAccessToken(
  accessToken: string,
  { remember = storedUserInfoArea() === 'local' }: { remember?: boolean } = {},
): SessionUser | null {
  const user = userFromToken(accessToken);
  if (!user) return null;
  learnServerClock(accessToken); // every token stored here has just been issued
  const area: StorageArea = remember ? 'local' : 'tab';
  removeKey(storageKeys.userInfo, remember ? 'tab' : 'local');
  writeJson(storageKeys.userInfo, { ...user, accessToken } satisfies StoredUserInfo, area);
  return user;
}
