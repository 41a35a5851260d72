import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { session, staySignedIn, storedUserInfoArea, useIdleWarning, useSession, watchIdleTime } from '@/session';
import type { IdleWarningProps } from './idle-warning';

// Loaded when it first shows: a Modal (and its scroll area) is more than the shell's first download
// needs. A chunk that cannot load (offline, a new deploy) shows no warning rather than an error page:
// the time-out itself still ends the session on time.
const IdleWarning = lazy<ComponentType<IdleWarningProps>>(() =>
  import('./idle-warning').then(
    (module) => ({ default: module.IdleWarning }),
    () => ({ default: () => null }),
  ),
);

const signOutNow = () => void session.signOut('signed-out');

/**
 * The idle time-out of the signed-in pages, for a session without "Remember me" (its record in this
 * tab, or only the server's cookie). A remembered session keeps its 30 days: the person chose it, on
 * their own computer (docs/security.md).
 */
export function IdleTimeOut() {
  const signedIn = useSession((state) => state.status === 'logged-in');
  const signOutAt = useIdleWarning();
  useEffect(() => {
    if (!signedIn || storedUserInfoArea() === 'local') return undefined;
    return watchIdleTime();
  }, [signedIn]);
  if (signOutAt === null) return null;
  return (
    <Suspense fallback={null}>
      {/* "Sign out now" is the person's own Sign Out (its reason, its "You have been signed out."), in every tab. */}
      <IdleWarning opened signOutAt={signOutAt} onStay={staySignedIn} onSignOut={signOutNow} />
    </Suspense>
  );
}
