import { Center, Loader } from '@mantine/core';
import { Suspense, use } from 'react';
import { dashboardDefinitions } from '@/app/dashboard-definitions/dashboard-definitions';
import { loadSeenInDashboards } from '@/app/dashboard-definitions/seen-in-dashboards';
import { config } from '@/config';
import type { DeploymentTopic } from '@/features/deployment';
import { KpiView, QuickWinsPresentation } from '@/features/metrics';
import { ReportView, type ReportViewProps } from '@/features/reports';

/**
 * What a topic page shows, chosen by the topic's typed `content` (never by its title): the embedded
 * report (id and note from `config.reports` by the topic's report key), the Quick Wins presentation or
 * the KPI glossary. Features never import each other; this route-local component is where the
 * deployment pages meet the metrics and reports views.
 */
interface TopicContentViewProps {
  topic: DeploymentTopic;
  /** A dashboard topic's report page, from the URL. */
  reportPage?: string;
  /** The URL's entry is a drill-through from `reportPage` (`?drill=true`). */
  reportPageDrilled?: boolean;
  onReportPageChange?: ReportViewProps['onPageChange'];
  /** A dashboard topic's report shows a page. */
  onReportPageShown?: ReportViewProps['onPageShown'];
}

export function TopicContentView(props: TopicContentViewProps) {
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader role="status" aria-label="Loading the topic" />
        </Center>
      }
    >
      <TopicBody {...props} />
    </Suspense>
  );
}

function TopicBody({
  topic,
  reportPage,
  reportPageDrilled,
  onReportPageChange,
  onReportPageShown,
}: TopicContentViewProps) {
  const { content } = topic;
  switch (content.kind) {
    case 'dashboard': {
      const report = config.reports[content.reportKey];
      return (
        <ReportView
          reportId={report.id}
          title={topic.title}
          description={topic.description}
          note={report.note || undefined}
          company={config.companyName}
          page={reportPage}
          pageDrilled={reportPageDrilled}
          onPageChange={onReportPageChange}
          onPageShown={onReportPageShown}
          definitions={dashboardDefinitions(content.reportKey)}
        />
      );
    }
    case 'presentation':
      return <QuickWinsPresentation />;
    case 'metrics':
      return <GlossaryView description={topic.description} />;
  }
}

/** The glossary (its description in "About this glossary"), each entry a dashboard shows saying where (the mapping loads with it, not with the shell). */
function GlossaryView({ description }: { description: string }) {
  return <KpiView seenIn={use(loadSeenInDashboards())} description={description} />;
}
