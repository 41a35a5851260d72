import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore, type SessionStatus } from '@/shared/session/session-store';
import { routeTree } from '@/routeTree.gen';

/** What every route's guard and loader can read. Session status is read live, never a stale copy. */
export interface RouterContext {
  queryClient: QueryClient;
  session: { status: () => SessionStatus };
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: { status: () => useSessionStore.getState().status } },
    defaultPreload: 'intent',
    // Each route change scrolls to the top (spec section 2).
    scrollRestoration: false,
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
