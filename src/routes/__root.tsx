import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { RouteErrorFallback } from '@/app/app-error-boundary';
import { useShowPageTitleOutsideShell } from '@/app/page-title';
import type { RouterContext } from '@/app/router';
import { RouteChangeEffects } from '@/features/auth';

function RootLayout() {
  useShowPageTitleOutsideShell();
  return (
    <>
      <RouteChangeEffects />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Lazy: a static import would pull the whole shell (and what it links to) into the sign-in page's bundle.
  notFoundComponent: lazyRouteComponent(() => import('@/app/layout/not-found-page'), 'NotFoundPage'),
  errorComponent: RouteErrorFallback,
});
