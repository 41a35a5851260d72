import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { readSession, type SessionStatus } from '@/session';
import { routeTree } from '@/routeTree.gen';

/** What every route's guard and loader can read. Session status is read live, never a stale copy. */
export interface RouterContext {
  session: { status: () => SessionStatus };
}

/** `history` lets tests start the real route tree at any path (memory history). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { session: { status: () => readSession().status } },
    defaultPreload: 'intent',
    // Each route change scrolls to the top (R2.25).
    scrollRestoration: false,
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
