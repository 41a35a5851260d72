import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountPage, isAccountSlug } from '@/features/account';

function AccountRoute() {
  const { slug } = Route.useParams();
  return <AccountPage slug={slug} />;
}

export const Route = createFileRoute('/_app/account/$slug')({
  // Only /account/view-profile and /account/change-password exist; anything else is the not-found page.
  beforeLoad: ({ params }) => {
    if (!isAccountSlug(params.slug)) throw notFound();
  },
  component: AccountRoute,
});
