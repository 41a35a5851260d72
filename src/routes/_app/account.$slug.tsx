import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account';

function AccountRoute() {
  const { slug } = Route.useParams();
  return <AccountPage slug={slug} />;
}

export const Route = createFileRoute('/_app/account/$slug')({
  component: AccountRoute,
});
