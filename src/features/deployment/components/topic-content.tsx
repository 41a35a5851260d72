import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { config, workplaceSignIn } from '@/config';
import { useSessionStore } from '@/shared/session/session-store';
import { KpiView, QuickWinsPresentation } from '@/features/metrics';
import { topicContentKind } from '../lib/topic-content-kind';
import type { DeploymentTopic } from '../modules';

// The reports feature (MSAL, powerbi-client) loads only when a dashboard topic is shown.
const ReportView = lazy(() => import('@/features/reports').then((module) => ({ default: module.ReportView })));

function reportNoteOf(reportId: string): string | undefined {
  const key = (Object.keys(config.reportIds) as (keyof typeof config.reportIds)[]).find(
    (candidate) => config.reportIds[candidate] === reportId,
  );
  return (key && workplaceSignIn.reportNotes[key]) || undefined;
}

function TopicReport({ topic }: { topic: DeploymentTopic }) {
  const company = useSessionStore((state) => state.user?.company) ?? config.companyName;
  const reportId = topic.dashboards?.deployment2024.reportId ?? '';
  return <ReportView reportId={reportId} title={topic.title} note={reportNoteOf(reportId)} company={company} />;
}

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
      return <TopicReport topic={topic} />;
    case 'presentation':
      return <QuickWinsPresentation />;
    case 'metrics':
      return <KpiView groups={topic.performanceMetrics ?? []} />;
    case 'none':
      return null;
  }
}
