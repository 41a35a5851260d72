import { queryOptions } from '@tanstack/react-query';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { queryClient } from '@/shared/query/query-client';
import { currentUserQueryKey } from './current-user-key';
import { useSessionStore, type SessionState } from './session-store';
import { readStoredAccessToken } from './stored-user-info';
import { renewAccessToken } from './token-renewal';
import { toSessionUser, type SessionUser } from '@/shared/user/user';

/**
 * Loads the signed-in user from the server's `userInfo` (`/get-session`, with the bearer or the
 * cookie): the token carries no e-mail or phone, so this is where they come from.
 * Throws an ApiError when the server refuses.
 */
async function fetchCurrentUser(): Promise<SessionUser> {
  const { userInfo } = await unwrap(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
  return toSessionUser(userInfo as unknown as Record<string, unknown>);
}

/**
 * The signed-in user as server state. Sign-in seeds it (see followSession below), so it is fresh
 * until something changes it: a profile or picture change refreshes it.
 */
export function currentUserQueryOptions() {
  followSessionFromNowOn();
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, staleTime: Infinity });
}

/** The signed-in user outside React (as the cache holds it), or null. */
export function readCurrentUser(): SessionUser | null {
  followSessionFromNowOn();
  return queryClient.getQueryData(currentUserQueryKey) ?? null;
}

/**
 * Reloads the user from the server now (in the background at start, while the person works). After a
 * profile or picture change (`renewToken`) the stored token is renewed alongside, so it carries the new
 * names and picture and a reload reads them: through the one renewal (token-renewal.ts), which stores
 * only the same user's token.
 */
export async function refreshCurrentUser({ renewToken = false } = {}): Promise<SessionUser> {
  const renewal = renewToken && readStoredAccessToken() ? renewAccessToken() : undefined;
  // No retries: the caller falls back at once (a profile save shows what the server stored).
  const [user] = await Promise.all([
    queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0, retry: false }),
    renewal,
  ]);
  return user;
}

/**
 * The server has stored this change of the user (a profile or picture save), and reloading the user
 * failed: shown all the same, as the server has it.
 */
export function userChangeSaved(patch: Partial<SessionUser>): void {
  followSessionFromNowOn();
  queryClient.setQueryData(currentUserQueryKey, (user: SessionUser | undefined) =>
    user ? { ...user, ...patch } : user,
  );
}

let seededFrom: SessionUser | null = null;

/**
 * Users seeded from a token (contract 4.0.0: it carries no e-mail or phone): their e-mail and phone are
 * unknown, not absent, until the server's userInfo replaces them in the cache.
 */
const contactUnknown = new WeakSet<SessionUser>();

/** Whether `user`'s e-mail and phone are the server's (null then means the person has none). */
export function isContactKnown(user: SessionUser): boolean {
  return !contactUnknown.has(user);
}

/**
 * Keeps the cached user in step with the session: a sign-in seeds it (from the token or the session
 * answer, so it is fresh until something changes it), a sign-out removes it. This module is loaded
 * with the first page that shows user data, possibly after the sign-in happened: it catches up then.
 */
function followSession({ status, signedInAs }: SessionState): void {
  const cacheEmpty = queryClient.getQueryData(currentUserQueryKey) === undefined;
  if (signedInAs && (signedInAs !== seededFrom || cacheEmpty)) {
    seededFrom = signedInAs;
    queryClient.setQueryData(currentUserQueryKey, signedInAs);
    // Seeded from a token, which carries no e-mail or phone: those come from the server's userInfo.
    if (signedInAs.email === null) {
      contactUnknown.add(signedInAs);
      void refreshCurrentUser().catch(() => undefined);
    }
  }
  if (status === 'logged-out' && !cacheEmpty) {
    seededFrom = null;
    queryClient.removeQueries({ queryKey: currentUserQueryKey });
  }
}
let following = false;

/**
 * Starts following the session at the cache's first use (not at import: the session runs nothing
 * then), catching up with a sign-in that happened before this module was loaded.
 */
function followSessionFromNowOn(): void {
  if (following) return;
  following = true;
  followSession(useSessionStore.getState());
  useSessionStore.subscribe(followSession);
}
