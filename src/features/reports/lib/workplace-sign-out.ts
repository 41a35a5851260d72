/**
 * The workplace sign-in ends with the portal user's session (registered as a sign-out task by the
 * app): MSAL's cache is cleared and the identity provider's own session is ended, as its
 * end-session endpoint does, so the next person on this browser never gets the previous person's
 * workplace account or dashboards. Loads no MSAL: a client is cleared only when the page has one.
 */
import { workplaceSignIn, type WorkplaceSignInConfig } from '@/config';
import { readTokenInfo } from '@/shared/session/token-info';
import { loadedMsalClient } from './loaded-msal-client';

/** The provider's end-session endpoint: from its metadata, else Entra ID's beside the authority. */
export function endSessionEndpoint(settings: WorkplaceSignInConfig = workplaceSignIn): string | null {
  if (settings.authorityMetadata) {
    try {
      const endpoint = (JSON.parse(settings.authorityMetadata) as { end_session_endpoint?: unknown })
        .end_session_endpoint;
      if (typeof endpoint === 'string' && endpoint !== '') return endpoint;
    } catch {
      /* no usable metadata: fall through */
    }
  }
  if (!settings.authority) return null;
  return `${settings.authority.replace(/\/v2\.0$/, '')}/oauth2/v2.0/logout`;
}

/**
 * Front-channel sign-out: the end-session endpoint in a hidden frame, returning to the redirect
 * bridge. Settles when the frame has loaded (the provider ended its session) or failed to.
 */
function endProviderSession(endpoint: string): Promise<void> {
  const url = new URL(endpoint, window.location.href);
  url.searchParams.set('post_logout_redirect_uri', workplaceSignIn.redirectUri);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'Workplace sign-out';
    const done = () => {
      frame.remove();
      resolve();
    };
    frame.addEventListener('load', done, { once: true });
    frame.addEventListener('error', done, { once: true });
    frame.src = url.href;
    document.body.append(frame);
  });
}

/** `signedInHere`: whether a dashboard token was stored when the sign-out began (see index.ts). */
export async function signOutOfWorkplace({
  signedInHere = readTokenInfo() !== null,
}: { signedInHere?: boolean } = {}): Promise<void> {
  const client = loadedMsalClient();
  // Nothing to end for a user who never signed in to the dashboards in this browser.
  if (client === null && !signedInHere) return;
  const endpoint = endSessionEndpoint();
  await Promise.all([client?.clearCache(), endpoint ? endProviderSession(endpoint) : undefined]);
}
