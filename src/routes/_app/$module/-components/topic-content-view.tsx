import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { config } from '@/config';
import type { DeploymentTopic } from '@/features/deployment';
import { KpiView, QuickWinsPresentation } from '@/features/metrics';
import { ReportView } from '@/features/reports';
import { useCurrentUser } from '@/shared/session/use-current-user';

/**
 * What a topic page shows, chosen by the topic's typed `content` (never by its title): the embedded
 * report (id and note from `config.reports` by the topic's report key), the Quick Wins presentation or
 * the KPI glossary. Features never import each other; this route-local component is where the
 * deployment pages meet the metrics and reports views.
 */
export function TopicContentView({ topic }: { topic: DeploymentTopic }) {
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader role="status" aria-label="Loading the topic" />
        </Center>
      }
    >
      <TopicBody topic={topic} />
    </Suspense>
  );
}

function TopicBody({ topic }: { topic: DeploymentTopic }) {
  const company = useCurrentUser()?.company ?? '';
  const { content } = topic;
  switch (content.kind) {
    case 'dashboard': {
      const report = config.reports[content.reportKey];
      return <ReportView reportId={report.id} title={topic.title} note={report.note || undefined} company={company} />;
    }
    case 'presentation':
      return <QuickWinsPresentation />;
    case 'metrics':
      return <KpiView />;
  }
}
