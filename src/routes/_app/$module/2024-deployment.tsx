import { createFileRoute } from '@tanstack/react-router';
import { DeploymentPage } from '@/features/deployment';

function DeploymentRoute() {
  const { module } = Route.useParams();
  return <DeploymentPage moduleSlug={module} />;
}

export const Route = createFileRoute('/_app/$module/2024-deployment')({
  component: DeploymentRoute,
});
