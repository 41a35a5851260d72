import type { Deployment, DeploymentTopic, PortalModule } from '../modules';

/**
 * Paths are built from configured slugs the way R2.13-R2.17 state them: a module at its slug, a card
 * at module slug + card slug, a topic (tab) at module slug + topic slug.
 */
const HOME_PATH = '/home';

export function modulePath(module: PortalModule): string {
  return module.slug;
}

export function deploymentPath(module: PortalModule, deployment: Deployment): string {
  return `${module.slug}${deployment.slug}`;
}

export function topicPath(module: PortalModule, topic: DeploymentTopic): string {
  return `${module.slug}${topic.slug}`;
}

/**
 * The breadcrumb trail of the module pages (R2.24): Home, then the module, the deployment
 * and the topic as deep as the page goes; every crumb but the last links to its page.
 */
export function moduleTrail(
  module: PortalModule,
  deployment?: Deployment,
  topic?: DeploymentTopic,
): { label: string; to?: string }[] {
  const crumbs = [
    { label: 'Home', to: HOME_PATH },
    { label: module.title, to: modulePath(module) },
    ...(deployment ? [{ label: deployment.title, to: deploymentPath(module, deployment) }] : []),
    ...(topic ? [{ label: topic.title, to: topicPath(module, topic) }] : []),
  ];
  return crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : crumb));
}
