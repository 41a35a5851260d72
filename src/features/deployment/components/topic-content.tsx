import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { KpiView, QuickWinsPresentation } from '@/features/metrics';
import { topicContentKind } from '../lib/topic-content-kind';
import type { DeploymentTopic } from '../modules';
import { DashboardPlaceholder } from './dashboard-placeholder';

/** The body of a solution detail page: the topic's dashboard, presentation or KPI view. */
export function TopicContent({ topic }: { topic: DeploymentTopic }) {
  // The metrics views load on demand; a spinner holds their place meanwhile.
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader aria-label="Loading the topic" />
        </Center>
      }
    >
      <TopicBody topic={topic} />
    </Suspense>
  );
}

function TopicBody({ topic }: { topic: DeploymentTopic }) {
  switch (topicContentKind(topic)) {
    case 'dashboard':
      // The reports issue replaces this with the embedded report of topic.dashboards.deployment2024.reportId.
      return <DashboardPlaceholder topic={topic} />;
    case 'presentation':
      return <QuickWinsPresentation />;
    case 'metrics':
      return <KpiView groups={topic.performanceMetrics ?? []} />;
    case 'none':
      return null;
  }
}
