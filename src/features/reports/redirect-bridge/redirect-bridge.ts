/**
 * The redirect bridge MSAL v5 needs as its `redirectUri` (see redirect-bridge.html): it hands the
 * identity provider's answer in this page's URL back to the app window that opened the popup or the
 * hidden renewal iframe. It must never be served with a Cross-Origin-Opener-Policy header.
 *
 * It is also where the provider's end-session page returns after a user's sign-out (the one reply
 * address the app registration already has): a top-level visit with no sign-in answer goes on to the
 * sign-in page, which says the user signed out, or why the session ended when it ended by itself.
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { pageAfterWorkplaceSignOut } from '@/shared/browser/signed-out-page';
import { isProviderSignOutState, providerSignOutReturned } from '@/session';

const fields = new URLSearchParams(`${location.search.slice(1)}&${location.hash.slice(1)}`);
const state = fields.get('state');
/** Whether this page's URL carries an answer of the provider to a sign-in (a code or an error, with its state). */
const carriesSignInAnswer =
  !isProviderSignOutState(state) && (state !== null || fields.has('code') || fields.has('error'));

if (window.top === window.self && !window.opener && !carriesSignInAnswer) {
  // The provider's post-logout redirect: its sign-out is done when `state` is the owed duty's own (a
  // visit from anywhere else leaves it owed).
  providerSignOutReturned(state);
  location.replace(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${pageAfterWorkplaceSignOut()}`);
} else {
  broadcastResponseToMainFrame().catch((error: unknown) => {
    // Logged here: the app window's sign-in times out and says so, with a retry (R8.6).
    console.error('Workplace sign-in: the answer could not be handed back to the portal', error);
  });
}
