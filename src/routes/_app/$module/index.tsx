import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ModuleLandingPage } from '@/features/deployment';

const moduleRoute = getRouteApi('/_app/$module');

function ModuleLandingRoute() {
  const { module } = moduleRoute.useLoaderData();
  return <ModuleLandingPage module={module} />;
}

export const Route = createFileRoute('/_app/$module/')({
  component: ModuleLandingRoute,
});
