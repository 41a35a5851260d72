import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/app/layout/app-shell';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { QueryProvider } from '@/shared/query/query-provider';

// Every logged-in page lives in the shell; a signed-out visitor is sent to the login. This guard is
// the only place that decides it (pages and the not-found page never redirect on their own).
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    if (context.session.status() !== 'logged-in') throw redirect({ to: '/login', replace: true });
  },
  component: SignedInLayout,
  notFoundComponent: NotFoundPage,
});

/** The signed-in pages show server state (the user, reports): the query cache starts with them. */
function SignedInLayout() {
  return (
    <QueryProvider>
      <AppShell />
    </QueryProvider>
  );
}
