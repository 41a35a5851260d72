// The part of the reports feature the app's start-up registers (a public entry besides index.ts,
// whose lazy page wrappers would otherwise come into the first download with their preload lists).
import { owedProviderSignOut, readWorkplaceSignInMark } from '@/session';
import { hasMsalEntries, readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { signOutOfWorkplace, workplaceSignOutUrl } from './lib/workplace-sign-out';

/**
 * Whether this browser signed in to the workplace, in any tab: the browser-wide mark, a dashboard
 * token (any record, even an unreadable one, in either area) or anything of MSAL's; or an earlier
 * session's provider sign-out is still owed.
 */
function signedInHere(): boolean {
  return (
    readWorkplaceSignInMark() !== null ||
    owedProviderSignOut() !== null ||
    readString(storageKeys.dashboardToken, 'tab') !== null ||
    readString(storageKeys.dashboardToken) !== null ||
    hasMsalEntries()
  );
}

/** Registered by the app as a sign-out task: MSAL's cache goes with the portal session. */
export { signOutOfWorkplace };

/**
 * Registered by the app as a sign-out destination: the session's end, whichever way it comes, passes
 * through the provider's end-session page when this browser signed in to the workplace. Read at once,
 * before the end clears storage.
 */
export function workplaceSignOutDestination(): string | null {
  return workplaceSignOutUrl({ signedInHere: signedInHere() });
}
