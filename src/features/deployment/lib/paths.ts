import type { Deployment, DeploymentTopic, PortalModule } from '../modules';

/**
 * Paths are built from configured slugs the way the spec states them: a module at its slug, a card
 * at module slug + card slug, a topic (tab) at module slug + topic slug.
 */
export const HOME_PATH = '/home';

export function modulePath(module: PortalModule): string {
  return module.slug;
}

export function deploymentPath(module: PortalModule, deployment: Deployment): string {
  return `${module.slug}${deployment.slug}`;
}

export function topicPath(module: PortalModule, topic: DeploymentTopic): string {
  return `${module.slug}${topic.slug}`;
}
