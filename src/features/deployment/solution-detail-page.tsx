import { Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from './components/page-breadcrumbs';
import { PageContainer } from './components/page-container';
import { TopicContent } from './components/topic-content';
import { TopicTabBar } from './components/topic-tab-bar';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail } from './lib/paths';
import { resolveTopic, type ResolvedTopic } from './lib/slugs';
import { portalModules, type PortalModule } from './modules';
import { NotFoundPage } from './not-found-page';

function SolutionDetail({ module, deployment, topic }: ResolvedTopic) {
  // The page title is the topic's title, and the visit is recorded as a "Page changed" activity.
  usePageView(topic.title);
  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module, deployment, topic)} />
      <TopicTabBar
        module={module}
        deployment={deployment}
        activeSlug={topic.slug}
        label={`${deployment.title} navigation`}
      />
      <div>
        <Title order={1} size="h2">
          {topic.title}
        </Title>
        <Text c="gray.7" mt={4}>
          {topic.description}
        </Text>
      </div>
      <TopicContent topic={topic} />
    </PageContainer>
  );
}

/**
 * /{project}-2024/{slug} (spec section 2, "Solution detail page"): the 2024 deployment's topic whose
 * slug without its leading character equals the route slug; the not-found page when none does.
 */
export function SolutionDetailPage({
  moduleSlug,
  topicSlug,
  modules = portalModules,
}: {
  moduleSlug: string;
  topicSlug: string;
  modules?: readonly PortalModule[];
}) {
  const resolved = resolveTopic(modules, moduleSlug, topicSlug);
  // Keyed by topic so moving between topics starts each one afresh (tabs, scroll, embedded content).
  return resolved ? <SolutionDetail key={resolved.topic.slug} {...resolved} /> : <NotFoundPage />;
}
