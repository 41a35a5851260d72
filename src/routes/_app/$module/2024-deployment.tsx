import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { DeploymentPage } from '@/features/deployment';

const moduleRoute = getRouteApi('/_app/$module');

function DeploymentRoute() {
  const { module } = moduleRoute.useLoaderData();
  const { deployment } = Route.useLoaderData();
  return <DeploymentPage module={module} deployment={deployment} />;
}

export const Route = createFileRoute('/_app/$module/2024-deployment')({
  loader: async ({ params }) => {
    const { findDeployment2024, findModule, portalModules } = await import('@/features/deployment');
    const module = findModule(portalModules, params.module);
    const deployment = module && findDeployment2024(module);
    if (!deployment) throw notFound();
    return { deployment, pageTitle: deployment.title };
  },
  component: DeploymentRoute,
  notFoundComponent: NotFoundPage,
});
