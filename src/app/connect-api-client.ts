import { setApiSessionHooks } from '@/api/client';
import { endRejectedSession } from '@/features/auth';
import { readStoredAccessToken } from '@/shared/session/stored-user-info';

/** Gives the API client the stored token and what to do when the server rejects the session. */
export function connectApiClient(): void {
  setApiSessionHooks({ getAccessToken: readStoredAccessToken, onSessionRejected: endRejectedSession });
}
