// The part of the reports feature the app's start-up registers (a public entry besides index.ts,
// whose lazy page wrappers would otherwise come into the first download with their preload lists).
import { readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { signOutOfWorkplace, workplaceSignOutUrl } from './lib/workplace-sign-out';

/** Whether this browser holds a dashboard token (any record, even an unreadable one, in either area). */
function signedInHere(): boolean {
  return readString(storageKeys.dashboardToken, 'tab') !== null || readString(storageKeys.dashboardToken) !== null;
}

/** Registered by the app as a sign-out task: MSAL's cache goes with the portal session. */
export { signOutOfWorkplace };

/**
 * Registered by the app as a sign-out destination: a user's sign-out passes through the provider's end-session
 * page when this browser signed in to the workplace. Read at once, before the sign-out clears storage.
 */
export function workplaceSignOutDestination(): string | null {
  return workplaceSignOutUrl({ signedInHere: signedInHere() });
}
