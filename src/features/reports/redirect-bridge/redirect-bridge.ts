/**
 * The redirect bridge MSAL v5 needs as its `redirectUri` (see redirect-bridge.html): it hands the
 * identity provider's answer in this page's URL back to the app window that opened the popup or the
 * hidden renewal iframe. It must never be served with a Cross-Origin-Opener-Policy header.
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  // Only logged (spec section 8): the app window times out and shows its own retry.
  console.error('Workplace sign-in: the answer could not be handed back to the portal', error);
});
