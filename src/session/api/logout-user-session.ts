import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';

/** `POST /user-session-logout`: ends the cookie session (idempotent; its answer is not used). */
export async function logoutUserSession(): Promise<void> {
  await unwrap(apiClient.POST('/user-session-logout', { body: { session_token: SESSION_TOKEN_FIELD } }));
}
