import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { StartupSpinner, useSessionBootstrap } from '@/features/auth';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The start-up session check decides logged in or out before any route guard runs.
  const status = useSessionBootstrap();
  if (status === 'loading') return <StartupSpinner />;
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
