import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ModuleLanding } from '@/app/module-work/module-landing';

const moduleRoute = getRouteApi('/_app/$module');

// The module's page with the person's numbers, recent dashboards and saved views of it: composed in the app layer
// (src/app/module-work), as features never import each other.
function ModuleLandingRoute() {
  const { module } = moduleRoute.useLoaderData();
  return <ModuleLanding module={module} />;
}

export const Route = createFileRoute('/_app/$module/')({
  component: ModuleLandingRoute,
});
