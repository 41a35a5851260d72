import { createFileRoute, redirect } from '@tanstack/react-router';

// `/` goes home when signed in and to the login otherwise, replacing the history entry.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.session.status() === 'logged-in' ? '/home' : '/login', replace: true });
  },
});
