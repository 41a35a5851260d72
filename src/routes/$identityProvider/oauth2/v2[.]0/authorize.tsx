import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireSignedIn } from '@/app/route-guards';
import { workplaceSignIn } from '@/config';
import { IdleTimeOut } from '@/features/auth/idle';
import { DashboardSignInPage } from '@/features/reports';
import { QueryProvider } from '@/shared/query/query-provider';

// The dashboard sign-in page, outside the shell. Its page component (and MSAL with it) loads on demand:
// the component is split off by the router plugin, and DashboardSignInPage is lazy itself.
export const Route = createFileRoute('/$identityProvider/oauth2/v2.0/authorize')({
  beforeLoad: ({ context, params }) => {
    requireSignedIn(context);
    if (params.identityProvider !== workplaceSignIn.identityProviderSegment) throw notFound();
  },
  // The title comes with the feature's code, which this page loads anyway (not with the first download).
  loader: async () => ({ pageTitle: (await import('@/features/reports')).DASHBOARD_SIGN_IN_TITLE }),
  // Outside the shell, so it brings the query cache (the page shows the user's company) and the idle
  // time-out (R10.5: the signed-in pages' 30 minutes count here too, and end the session here) itself.
  component: () => (
    <QueryProvider>
      <DashboardSignInPage />
      <IdleTimeOut />
    </QueryProvider>
  ),
});
