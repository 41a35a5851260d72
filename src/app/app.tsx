import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { StartupSpinner } from '@/features/auth';
import { useSessionStore } from '@/shared/session/session-store';
import { AppErrorBoundary } from './app-error-boundary';
import { ThemeProviders } from './providers';
import { createAppRouter } from './router';

function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The start-up session check (started in main.tsx before this renders) decides logged in or out
  // before any route guard runs; a valid stored token has decided it before the first render.
  const status = useSessionStore((state) => state.status);
  if (status === 'loading') return <StartupSpinner />;
  return <RouterProvider router={router} />;
}

export function App() {
  const [router] = useState(() => createAppRouter());
  return (
    <AppErrorBoundary>
      <ThemeProviders>
        <AppRouter router={router} />
      </ThemeProviders>
    </AppErrorBoundary>
  );
}
