import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteErrorFallback } from '@/app/app-error-boundary';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { AccountPage } from '@/features/account';

function AccountRoute() {
  const { slug } = Route.useLoaderData();
  return <AccountPage slug={slug} />;
}

// Only /account/view-profile and /account/change-password exist; any other slug is the not-found
// page, inside the shell.
export const Route = createFileRoute('/_app/account/$slug')({
  loader: async ({ params }) => {
    const { accountPageTitle, isAccountSlug } = await import('@/features/account');
    if (!isAccountSlug(params.slug)) throw notFound();
    // Made from the user as the shell knows them, so a profile change shows at once.
    return { slug: params.slug, pageTitle: accountPageTitle };
  },
  component: AccountRoute,
  // A page's error inside the shell, whose header and rail stay (the root's covers the app's own).
  errorComponent: RouteErrorFallback,
  notFoundComponent: NotFoundPage,
});
