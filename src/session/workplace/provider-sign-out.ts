import { browserNavigation } from '@/shared/browser/browser-navigation';
import { dropProviderSignOutDuty, oweProviderSignOut, owedProviderSignOut } from './provider-sign-out-duty';
import { signOutDestination } from '../sign-out-tasks';
import { readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * A provider that cannot be reached must not lock the portal: a tab that came back from a failed
 * visit (its error page, then Back) starts as usual and tries again only after this long. The duty stays
 * owed meanwhile, and the Dashboard Login still finishes it before it signs anyone in.
 */
export const PROVIDER_SIGN_OUT_RETRY_MS = 2 * 60_000;

function triedRecentlyInThisTab(): boolean {
  const triedAt = Number(readString(storageKeys.providerSignOutTriedAt, 'tab'));
  return Number.isFinite(triedAt) && triedAt > 0 && Date.now() - triedAt < PROVIDER_SIGN_OUT_RETRY_MS;
}

/**
 * An earlier session's provider sign-out is still owed (its end-session page failed to load, was
 * closed, or was left with Back): this start visits it first, top-level, with the account's
 * `logout_hint` (the registered destination, see features/reports/sign-out.ts); the provider sends the
 * browser back to the portal, which then starts as usual. True when the tab leaves. Without a provider
 * to visit (no end-session endpoint configured) nothing can be done, and nothing is owed.
 */
/**
 * Another tab ended the session and is on its way to the provider's end-session page: this tab, following
 * it to /login, does not go there too (it would only race that visit); if the duty is still owed in 2
 * minutes, this tab's next start finishes it.
 */
export function providerSignOutUnderwayElsewhere(): void {
  writeString(storageKeys.providerSignOutTriedAt, String(Date.now()), 'tab');
}

export function finishOwedProviderSignOut(): boolean {
  if (owedProviderSignOut() === null) return false;
  const destination = signOutDestination();
  if (!destination) {
    dropProviderSignOutDuty();
    return false;
  }
  if (triedRecentlyInThisTab()) return false;
  writeString(storageKeys.providerSignOutTriedAt, String(Date.now()), 'tab');
  browserNavigation.replace(oweProviderSignOut(destination));
  return true;
}
