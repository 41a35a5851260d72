import { useEffect } from 'react';
import { useSessionStore } from '@/shared/session/session-store';

export const PORTAL_NAME = 'Carrier Analytics Portal';

/** Sets the page title the header shows and the document title (spec section 2: on every page). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    useSessionStore.getState().setPageTitle(title);
    document.title = `${title} | ${PORTAL_NAME}`;
  }, [title]);
}
