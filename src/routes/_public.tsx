import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

// The authentication screens are for signed-out users; a signed-in user goes home.
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context }) => {
    if (context.session.status() === 'logged-in') throw redirect({ to: '/home', replace: true });
  },
  component: Outlet,
});
