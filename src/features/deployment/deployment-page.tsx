import { Text } from '@mantine/core';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicCards } from './components/topic-cards';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail } from './lib/paths';
import type { Deployment, PortalModule } from './modules';
import { PageHeading } from '@/shared/ui/page-heading';

function DeploymentTopics({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  usePageView(deployment.title);
  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module, deployment)} inHeader />
      <div>
        <PageHeading>{deployment.title}</PageHeading>
        <Text c="dimmed" mt={4}>
          {deployment.description}
        </Text>
      </div>
      <TopicCards module={module} deployment={deployment} label="Topics" />
    </PageContainer>
  );
}

/** /{project}-2024/2024-deployment (R2.4): the six topic cards. The route resolves the module. */
export function DeploymentPage({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  return <DeploymentTopics module={module} deployment={deployment} />;
}
