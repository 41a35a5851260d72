import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicBand } from './components/module-band';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail } from './lib/paths';
import type { Deployment, PortalModule } from './modules';
import { PageLead } from '@/shared/ui/page-lead';

function DeploymentTopics({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  usePageView(deployment.title);
  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module, deployment)} inHeader />
      <PageLead title={deployment.title} description={deployment.description} />
      <TopicBand module={module} deployment={deployment} label="Topics" />
    </PageContainer>
  );
}

/** /{project}-2024/2024-deployment (R2.4): the six topic cards. The route resolves the module. */
export function DeploymentPage({ module, deployment }: { module: PortalModule; deployment: Deployment }) {
  return <DeploymentTopics module={module} deployment={deployment} />;
}
