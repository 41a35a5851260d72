import { readJson, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { isStoredUserInfo, userFromToken, type SessionUser, type StoredUserInfo } from './user';

/** The stored user record, or null when absent or corrupt (a corrupt value is removed). */
export function readStoredUserInfo(): StoredUserInfo | null {
  return readJson(storageKeys.userInfo, isStoredUserInfo);
}

export function readStoredAccessToken(): string | null {
  return readStoredUserInfo()?.accessToken ?? null;
}

/** Stores a freshly issued token with the user data it carries; returns that user, or null if unreadable. */
export function storeAccessToken(accessToken: string): SessionUser | null {
  const user = userFromToken(accessToken);
  if (!user) return null;
  writeJson(storageKeys.userInfo, { ...user, accessToken } satisfies StoredUserInfo);
  return user;
}
