import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { toSessionUser, type SessionUser } from '@/shared/user/user';

async function requestUserSession(): Promise<SessionUser> {
  const answer = await unwrap(apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
  const userInfo: unknown = (answer as { data?: { userInfo?: unknown } }).data?.userInfo;
  if (userInfo === null || typeof userInfo !== 'object') throw new Error('The session answer carries no user');
  return toSessionUser(userInfo as Record<string, unknown>);
}

let sentEarly: Promise<SessionUser> | null = null;

/**
 * Sends the start-up check while the app's code is still downloading (main.tsx), so its answer is
 * there when the app starts instead of a round trip later. The next checkUserSession() takes it.
 */
export function sendUserSessionCheckEarly(): void {
  sentEarly = requestUserSession();
  sentEarly.catch(() => undefined); // handled by whoever takes it; never an unhandled rejection
}

/**
 * `POST /auth-user-session`, the start-up check when no token is stored: the user of the cookie
 * session (the answer of the early request when one was sent). Throws an ApiError when there is none
 * (401) or the server fails.
 */
export function checkUserSession(): Promise<SessionUser> {
  const early = sentEarly;
  sentEarly = null;
  return early ?? requestUserSession();
}
