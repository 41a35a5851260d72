import { ApiError } from '@/api/api-error';
import { isJwtExpired } from '@/shared/jwt/decode-jwt';
import { refreshSessionUser } from '@/shared/session/refresh-session-user';
import { useSessionStore } from '@/shared/session/session-store';
import { readStoredUserInfo } from '@/shared/session/stored-user-info';
import { userFromToken } from '@/shared/session/user';
import { clearAllBrowserStorage, readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { checkUserSession } from '../api/check-user-session';
import { AUTH_TEXT } from '../constants';
import { isRememberablePath } from './app-paths';
import { currentAppPath } from './browser-navigation';

function signOutLocally(): void {
  clearAllBrowserStorage();
  useSessionStore.getState().signedOut();
}

/**
 * A signed-out visitor who opened a deep link (a bookmark, or the page reloaded after the session
 * expired) is sent to the login; remember where they were going so sign-in returns them there.
 */
function rememberEntryPath(entryPath: string): void {
  if (entryPath !== '/' && isRememberablePath(entryPath)) writeString(storageKeys.lastKnownPath, entryPath);
}

async function signInFromStoredToken(accessToken: string): Promise<void> {
  const user = userFromToken(accessToken);
  // Not a JWT, no `exp`, or expired: the stored record is useless, and so is the rest of storage.
  if (!user || isJwtExpired(accessToken)) {
    signOutLocally();
    return;
  }
  try {
    // `/get-token` refreshes the user data (and stores the fresh token); it signs the user in.
    if (await refreshSessionUser()) return;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The server no longer accepts this token (signed out elsewhere, password reset, bad signature).
      signOutLocally();
      return;
    }
    // A network fault or a 5xx must not sign anyone out: keep the token's own data.
  }
  useSessionStore.getState().signedIn(user);
}

async function signInFromCookieSession(entryPath: string): Promise<void> {
  try {
    useSessionStore.getState().signedIn(await checkUserSession());
  } catch {
    console.info(AUTH_TEXT.notLoggedIn);
    useSessionStore.getState().signedOut();
    rememberEntryPath(entryPath);
  }
}

/**
 * The start-up session check (spec section 4, "App start"): decides logged in or logged out from the
 * stored token, or from the server's cookie session when no token is stored. Never throws.
 */
export async function runSessionBootstrap(): Promise<void> {
  const entryPath = currentAppPath();
  try {
    const hadStoredValue = readString(storageKeys.userInfo) !== null;
    const stored = readStoredUserInfo(); // a value that is not JSON or not a user reads as null (and is removed)
    if (stored) await signInFromStoredToken(stored.accessToken);
    else if (hadStoredValue) signOutLocally();
    else await signInFromCookieSession(entryPath);
  } catch (error) {
    console.error('The start-up session check failed', error);
    useSessionStore.getState().signedOut();
  }
}
