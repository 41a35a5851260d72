import { queryOptions } from '@tanstack/react-query';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { queryClient } from '@/shared/query/query-client';
import { currentUserQueryKey } from './current-user-key';
import { useSessionStore, type SessionState } from './session-store';
// A refreshed token of the same user is kept where the signed-in one was (a reload then shows the new
// data): the one write of the record besides the transitions. It starts or ends no session.
import { readStoredAccessToken, storeAccessToken } from './stored-user-info';
import { toSessionUser, type SessionUser } from '@/shared/user/user';

/** Renews the stored token so it carries the current names and picture; a failure changes nothing. */
async function renewStoredToken(): Promise<void> {
  const { data } = await apiClient.POST('/get-token');
  if (data && readStoredAccessToken()) storeAccessToken(data.accessToken);
}

/**
 * Loads the signed-in user from the server's `userInfo` (`/get-session`, with the bearer or the
 * cookie): the token carries no e-mail or phone, so this is where they come from. A stored token is
 * renewed alongside, so a reload reads the new data.
 * Throws an ApiError when the server refuses.
 */
async function fetchCurrentUser(): Promise<SessionUser> {
  const renewal = readStoredAccessToken() ? renewStoredToken().catch(() => undefined) : Promise.resolve();
  const [{ userInfo }] = await Promise.all([
    unwrap(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN_FIELD } })),
    renewal,
  ]);
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

/** Reloads the user from the server now (after a profile change, and in the background at start). */
export function refreshCurrentUser(): Promise<SessionUser> {
  // No retries: the caller falls back at once (a profile save shows what the server stored).
  return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0, retry: false });
}

/** Shows what the server is known to have stored when reloading it failed. */
export function patchCurrentUser(patch: Partial<SessionUser>): void {
  followSessionFromNowOn();
  queryClient.setQueryData(currentUserQueryKey, (user: SessionUser | undefined) =>
    user ? { ...user, ...patch } : user,
  );
}

let seededFrom: SessionUser | null = null;

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
    if (signedInAs.email === null) void refreshCurrentUser().catch(() => undefined);
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
