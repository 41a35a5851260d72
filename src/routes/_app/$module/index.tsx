import { createFileRoute } from '@tanstack/react-router';
import { ModuleLandingPage } from '@/features/deployment';

function ModuleLandingRoute() {
  const { module } = Route.useParams();
  return <ModuleLandingPage moduleSlug={module} />;
}

export const Route = createFileRoute('/_app/$module/')({
  component: ModuleLandingRoute,
});
