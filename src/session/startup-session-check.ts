import { readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { hasStoredUserInfo } from './stored-user-info';

/**
 * Whether start-up asks the server for a cookie session (R4.2): only when no
 * user record is stored, and not right after a sign-out whose server call did not get through.
 */
export function startupNeedsServerSessionCheck(): boolean {
  return !hasStoredUserInfo() && readString(storageKeys.signOutPending) === null;
}
