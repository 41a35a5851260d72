import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell, NotFoundPage } from '@/features/deployment';

// Every logged-in page lives in the shell; a signed-out visitor is sent to the login.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    if (context.session.status() !== 'logged-in') throw redirect({ to: '/login', replace: true });
  },
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
