import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user';
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
