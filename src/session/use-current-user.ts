import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, isContactKnown } from './current-user';
import { useSessionStore } from './session-store';
import type { SessionUser } from '@/shared/user/user';

/**
 * The signed-in user, or null when signed out. A module of its own: the sign-in page needs the
 * user cache (current-user.ts) but not React Query's hooks.
 */
export function useCurrentUser(): SessionUser | null {
  const signedIn = useSessionStore((state) => state.status === 'logged-in');
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  return signedIn ? (data ?? null) : null;
}

/**
 * The signed-in user once their e-mail and phone are known (the server's userInfo; after a start from
 * the stored token only the token's names are, until it answers): `user` is null while they are not;
 * `failed` when the answer did not come (`retry` asks again). Read the e-mail or phone only from here:
 * a null there is "has none", never "not known yet".
 */
export function useCurrentUserWithContact(): { user: SessionUser | null; failed: boolean; retry: () => void } {
  const signedIn = useSessionStore((state) => state.status === 'logged-in');
  const { data, error, isFetching, refetch } = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  const known = signedIn && data !== undefined && isContactKnown(data);
  return {
    user: known ? data : null,
    failed: signedIn && !known && !isFetching && error !== null,
    retry: () => void refetch(),
  };
}
