import { canKeepBrowserWide } from '@/shared/storage/browser-storage';
import { hasStoredUserInfo } from './stored-user-info';
import { isSignOutPending } from './sign-out-pending';

/**
 * Whether start-up asks the server for a cookie session (R4.2): only when no user record is stored,
 * and not right after a sign-out whose server call did not get through. A browser that can keep that
 * mark nowhere (localStorage and cookies blocked) could not tell, so it never signs in from the cookie.
 */
export function startupNeedsServerSessionCheck(): boolean {
  return !hasStoredUserInfo() && canKeepBrowserWide() && !isSignOutPending();
}
