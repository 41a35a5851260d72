import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { toSessionUser, type SessionUser } from '@/shared/session/user';

/**
 * `POST /auth-user-session`, the start-up check when no token is stored: the user of the cookie
 * session. Throws an ApiError when there is none (401) or the server fails.
 */
export async function checkUserSession(): Promise<SessionUser> {
  const answer = await unwrap(apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
  const userInfo: unknown = (answer as { data?: { userInfo?: unknown } }).data?.userInfo;
  if (userInfo === null || typeof userInfo !== 'object') throw new Error('The session answer carries no user');
  return toSessionUser(userInfo as Record<string, unknown>);
}
