import { readBrowserWide, removeBrowserWide, writeBrowserWide } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * "A sign-out whose server call has not got through": while marked, no start-up signs in from the
 * server's cookie session (it may still be the person's who left); the logout is tried again instead.
 * Browser-wide like the session's other facts (localStorage, or a cookie where the browser blocks it),
 * so a new tab knows it too.
 */
const KEY = storageKeys.signOutPending;
/** As long as the longest cookie session it guards against (30 days with "Remember me"). */
const COOKIE_MAX_AGE_S = 31 * 24 * 3600;

export function markSignOutPending(): void {
  writeBrowserWide(KEY, String(Date.now()), COOKIE_MAX_AGE_S);
}

export function isSignOutPending(): boolean {
  return readBrowserWide(KEY) !== null;
}

/** The server confirmed the logout, or a sign-in got through (it supersedes the earlier sign-out). */
export function clearSignOutPending(): void {
  removeBrowserWide(KEY);
}
