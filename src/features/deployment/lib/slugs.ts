import type { Deployment, DeploymentTopic, PortalModule, Slug } from '../modules';

/** The slug of the deployment that the `/{project}-2024/2024-deployment` route shows. */
const DEPLOYMENT_2024_SLUG: Slug = '/2024-deployment';

/** The route segment of a configured slug: the slug without its leading character. */
export function slugSegment(slug: Slug): string {
  return slug.slice(1);
}

/** The module whose slug (without its leading "/") equals the route's `$module` segment. */
export function findModule(modules: readonly PortalModule[], moduleSegment: string): PortalModule | undefined {
  return modules.find((module) => slugSegment(module.slug) === moduleSegment);
}

/** The module's 2024 deployment, the one whose topics the solution detail routes show. */
export function findDeployment2024(module: PortalModule): Deployment | undefined {
  return module.deployments.find((deployment) => deployment.slug === DEPLOYMENT_2024_SLUG);
}

/**
 * The topic whose slug, without its leading character, equals the route slug
 * (R2.34).
 */
export function findTopic(deployment: Deployment, routeSlug: string): DeploymentTopic | undefined {
  return deployment.topics.find((topic) => topic.slug.slice(1) === routeSlug);
}

export interface ResolvedTopic {
  module: PortalModule;
  deployment: Deployment;
  topic: DeploymentTopic;
}

/** Resolves `/{module}/{slug}` to its configured entries, or null when any part is unknown. */
export function resolveTopic(
  modules: readonly PortalModule[],
  moduleSegment: string,
  routeSlug: string,
): ResolvedTopic | null {
  const module = findModule(modules, moduleSegment);
  const deployment = module && findDeployment2024(module);
  const topic = deployment && findTopic(deployment, routeSlug);
  return module && deployment && topic ? { module, deployment, topic } : null;
}
