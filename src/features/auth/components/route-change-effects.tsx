import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { session } from '@/session';

/**
 * What happens on every route change (R2.25, R2.26, R4.3), rendered once by the root route:
 * the stored token's expiry is checked, the path is remembered as `last-known-path`, and the
 * page scrolls to the top.
 */
export function RouteChangeEffects() {
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  useEffect(() => {
    if (href !== undefined) session.routeChanged(href);
  }, [href]);

  useEffect(() => {
    if (pathname !== undefined) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
