import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth';
import { QueryProvider } from '@/shared/query/query-provider';

export const Route = createFileRoute('/_public/forgot-password')({
  // The recovery steps send their requests as mutations, so this page brings the query cache.
  component: () => (
    <QueryProvider>
      <AuthScreen mode="forgot-password" />
    </QueryProvider>
  ),
});
