import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppErrorFallback } from '@/app/app-error-boundary';
import type { RouterContext } from '@/app/router';
import { RouteChangeEffects } from '@/features/auth';
import { NotFoundPage } from '@/features/deployment';

function RootLayout() {
  return (
    <>
      <RouteChangeEffects />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }) => <AppErrorFallback onRetry={reset} />,
});
