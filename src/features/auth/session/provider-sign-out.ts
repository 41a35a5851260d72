import { browserNavigation } from '@/shared/browser/browser-navigation';
import { owedProviderSignOut, providerSignOutDone } from '@/shared/session/provider-sign-out-duty';
import { signOutDestination } from '@/shared/session/sign-out-tasks';

/**
 * An earlier session's provider sign-out is still owed (its end-session page failed to load, was
 * closed, or was left with Back): this start visits it first, top-level, with the account's
 * `logout_hint` (the registered destination, see features/reports/sign-out.ts); the provider sends the
 * browser back to the portal, which then starts as usual. True when the tab leaves. Without a provider
 * to visit (no end-session endpoint configured) nothing can be done, and nothing is owed.
 */
export function finishOwedProviderSignOut(): boolean {
  if (owedProviderSignOut() === null) return false;
  const destination = signOutDestination();
  if (!destination) {
    providerSignOutDone();
    return false;
  }
  browserNavigation.replace(destination);
  return true;
}
