import { createFileRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { workplaceSignIn } from '@/config';

// The dashboard sign-in page, outside the shell. Its page component (and MSAL with it) loads on demand.
export const Route = createFileRoute('/$identityProvider/oauth2/v2.0/authorize')({
  beforeLoad: ({ context, params }) => {
    if (context.session.status() !== 'logged-in') throw redirect({ to: '/login', replace: true });
    if (params.identityProvider !== workplaceSignIn.identityProviderSegment) throw notFound();
  },
  component: lazyRouteComponent(() => import('@/features/reports'), 'DashboardSignInPage'),
});
