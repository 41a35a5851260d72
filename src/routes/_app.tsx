import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/layout/app-shell';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { requireSignedIn } from '@/app/route-guards';
import { QueryProvider } from '@/shared/query/query-provider';

// Every logged-in page lives in the shell; a signed-out visitor is sent to the login by the one guard
// (requireSignedIn, shared with the dashboard sign-in route). Pages never redirect on their own.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireSignedIn(context),
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
