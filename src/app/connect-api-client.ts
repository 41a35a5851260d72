import { setApiSessionHooks } from '@/api/client';
import { session } from '@/session';
import { readStoredAccessToken } from '@/session';

/** Gives the API client the stored token and what to do when the server rejects the session. */
export function connectApiClient(): void {
  setApiSessionHooks({
    getAccessToken: readStoredAccessToken,
    renewExpiredToken: () => session.renewExpiredToken(),
    onSessionRejected: () => void session.signOut('rejected'),
  });
}
