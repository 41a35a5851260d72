import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { useSessionStore } from './session-store';
import { readStoredAccessToken, storeAccessToken } from './stored-user-info';
import { toSessionUser, type SessionUser } from './user';

/**
 * Reloads the signed-in user's data from the server (after a profile or picture change, and at start):
 * with a stored token, a fresh token from `/get-token` (stored, so the header reads the new data);
 * with a cookie session only, `/get-session`. Throws an ApiError when the server refuses.
 */
export async function refreshSessionUser(): Promise<SessionUser | null> {
  let user: SessionUser | null;
  if (readStoredAccessToken()) {
    const { accessToken } = await unwrap(apiClient.POST('/get-token'));
    user = storeAccessToken(accessToken);
  } else {
    const { userInfo } = await unwrap(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
    user = toSessionUser(userInfo as unknown as Record<string, unknown>);
  }
  if (user) useSessionStore.getState().signedIn(user);
  return user;
}
