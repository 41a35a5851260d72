import { hasMsalEntries, readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { hasStoredUserInfo } from './stored-user-info';
import { readWorkplaceSignInMark } from './workplace/sign-in-mark';

/**
 * Whether anything of an earlier session is left in this browser: the portal's record, a dashboard
 * token (in either area), the browser-wide workplace sign-in mark, or anything of MSAL's. A start-up
 * that finds no session while any of it is left runs the session's end, so the next person at the
 * computer inherits none of it.
 */
export function hasSessionLeftovers(): boolean {
  return (
    hasStoredUserInfo() ||
    readString(storageKeys.dashboardToken) !== null ||
    readString(storageKeys.dashboardToken, 'tab') !== null ||
    readWorkplaceSignInMark() !== null ||
    hasMsalEntries()
  );
}
