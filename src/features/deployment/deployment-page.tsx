import { SimpleGrid, Text, Title } from '@mantine/core';
import { LinkCard } from '@/shared/ui/link-card';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicKindBadge } from './components/topic-kind-badge';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail, topicPath } from './lib/paths';
import type { Deployment, PortalModule } from './modules';

function DeploymentTopics({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  usePageView(deployment.title);
  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module, deployment)} />
      <div>
        <Title order={1} size="h2">
          {deployment.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {deployment.description}
        </Text>
      </div>
      <SimpleGrid component="section" aria-label="Topics" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {deployment.topics.map((topic) => (
          <LinkCard
            key={topic.slug}
            title={topic.title}
            description={topic.description}
            icon={topic.icon}
            to={topicPath(module, topic)}
            badge={<TopicKindBadge content={topic.content} />}
          />
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}

/** /{project}-2024/2024-deployment (R2.4): the six topic cards. The route resolves the module. */
export function DeploymentPage({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  return <DeploymentTopics module={module} deployment={deployment} />;
}
