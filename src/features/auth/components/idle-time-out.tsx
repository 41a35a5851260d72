import { useEffect } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { storedUserInfoArea } from '@/shared/session/stored-user-info';
import { staySignedIn, useIdleWarningStore, watchIdleTime } from '../session/idle-time-out';
import { IdleWarning } from './idle-warning';

/**
 * The idle time-out of the signed-in pages, for a session without "Remember me" (its record in this
 * tab, or only the server's cookie). A remembered session keeps its 30 days: the person chose it, on
 * their own computer (docs/security.md).
 */
export function IdleTimeOut() {
  const signedIn = useSessionStore((state) => state.status === 'logged-in');
  const warning = useIdleWarningStore((state) => state.warning);
  useEffect(() => {
    if (!signedIn || storedUserInfoArea() === 'local') return undefined;
    return watchIdleTime();
  }, [signedIn]);
  return <IdleWarning opened={warning} onStay={staySignedIn} />;
}
