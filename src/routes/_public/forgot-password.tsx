import { createFileRoute } from '@tanstack/react-router';
import { AUTH_SCREEN_TITLES, AuthScreen } from '@/features/auth';
import { QueryProvider } from '@/shared/query/query-provider';

export const Route = createFileRoute('/_public/forgot-password')({
  staticData: { pageTitle: AUTH_SCREEN_TITLES['forgot-password'] },
  // The recovery steps send their requests as mutations, so this page brings the query cache.
  component: () => (
    <QueryProvider>
      <AuthScreen mode="forgot-password" />
    </QueryProvider>
  ),
});
