import { render, type RenderResult } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AppProviders } from './app-providers';
import { queryClient } from '@/shared/query/query-client';
import { createAppRouter } from '@/app/router';
import { useSessionStore } from '@/session/session-store';
import type { SessionUser } from '@/shared/user/user';
import { demoUser } from './demo-users';

export { demoUser };

/** Renders one component with the app's providers and a router (so `<Link>` works) at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
  const result: RenderResult = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}

/**
 * Renders the whole app router at `path`, signed in as `user` (or signed out with `user: null`),
 * skipping the start-up check so a test starts on the page it is about.
 */
export function renderApp(path: string, { user = demoUser }: { user?: SessionUser | null } = {}) {
  if (user) useSessionStore.getState().signedIn(user);
  else useSessionStore.getState().signedOut();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}
