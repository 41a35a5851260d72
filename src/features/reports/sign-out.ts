// The part of the reports feature the app's start-up registers (a public entry besides index.ts,
// whose lazy page wrappers would otherwise come into the first download with their preload lists).
import { readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * Registered by the app as a sign-out task: the workplace sign-in ends with the portal session. Its
 * code loads when a sign-out happens, not with every page; whether this browser signed in to the
 * dashboards is read at once, before the sign-out clears the storage.
 */
export function signOutOfWorkplace(): Promise<void> {
  const signedInHere = readString(storageKeys.dashboardToken) !== null; // any record, even unreadable
  return import('./lib/workplace-sign-out').then((module) => module.signOutOfWorkplace({ signedInHere }));
}
