import { portalModules, resolveTopic } from '@/features/deployment';

/**
 * Every topic page of the topic list (`features/deployment/modules.ts`) with its title and path (module
 * slug + topic slug, as R2.15 routes them), in the order the rail, the tab bar and the deployment
 * navigation show them. Unit tests, stories and the browser tests build their expectations from it
 * instead of a hand-written copy, so a new topic needs no test edits. Node-safe: e2e imports it.
 */
export const TOPIC_PAGES = portalModules.flatMap((module) =>
  module.deployments.flatMap((deployment) =>
    deployment.topics.map((topic) => ({ title: topic.title, path: `${module.slug}${topic.slug}`, topic })),
  ),
);

/** How many topics embed a dashboard (the others are the presentation and the glossary). */
export const DASHBOARD_TOPIC_COUNT = TOPIC_PAGES.filter(({ topic }) => topic.content.kind === 'dashboard').length;

/** A topic of the sales module as its route resolves it (module, deployment and topic), for stories. */
export function salesTopic(slug: string) {
  const resolved = resolveTopic(portalModules, 'sales-2024', slug);
  if (!resolved) throw new Error(`No topic ${slug}`);
  return resolved;
}
