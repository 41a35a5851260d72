import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { toSessionUser, type SessionUser } from '@/shared/user/user';
import { browserSessionGeneration } from '../session-generation';

async function requestUserSession(): Promise<SessionUser> {
  const answer = await unwrap(apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
  const userInfo: unknown = (answer as { data?: { userInfo?: unknown } }).data?.userInfo;
  if (userInfo === null || typeof userInfo !== 'object') throw new Error('The session answer carries no user');
  return toSessionUser(userInfo as Record<string, unknown>);
}

/** A check and the browser's session generation when it was sent (whose cookie session it asked about). */
interface SentCheck {
  answer: Promise<SessionUser>;
  generation: string | null;
}

function sendCheck(): SentCheck {
  const generation = browserSessionGeneration();
  const answer = requestUserSession();
  answer.catch(() => undefined); // handled by whoever takes it; never an unhandled rejection
  return { answer, generation };
}

let sentEarly: SentCheck | null = null;

/**
 * Sends the start-up check while the app's code is still downloading (main.tsx), so its answer is
 * there when the app starts instead of a round trip later. The next checkUserSession() takes it.
 */
export function sendUserSessionCheckEarly(): void {
  sentEarly = sendCheck();
}

/**
 * `POST /auth-user-session`, the start-up check when no token is stored: the user of the cookie
 * session (the answer of the early request when one was sent), with the browser's session generation
 * it belongs to. An answer counts only while that generation is still the browser's: a session that
 * ended meanwhile (another tab's sign-out, the next person's sign-in) makes it the last person's, so
 * the check is asked again (once; a browser changing hands twice during one start starts signed out).
 * Null when the answer belongs to no session of this browser: a start from the cookie joins the
 * browser's generation, never creates one. Throws an ApiError when there is none (401) or the server fails.
 */
export async function checkUserSession(): Promise<{ user: SessionUser; generation: string } | null> {
  const early = sentEarly;
  sentEarly = null;
  for (const send of [() => early ?? sendCheck(), sendCheck]) {
    const sent = send();
    const user = await sent.answer;
    if (browserSessionGeneration() !== sent.generation) continue; // the browser changed hands meanwhile
    // No generation: no tab of this browser holds a session (its end has begun), so the cookie's is over too.
    return sent.generation === null ? null : { user, generation: sent.generation };
  }
  return null;
}
