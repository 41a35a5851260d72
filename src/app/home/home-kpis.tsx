import { Group, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { config } from '@/config';
import { HeadlineKpis, type HeadlineKpiTile, type RenderKpiDefinition } from '@/features/reports';
import type { PortalModule } from '@/features/deployment';
import { dashboardTopics } from './dashboard-topics';

const KpiDefinition = lazy(() => import('./kpi-definition'));

const definition: RenderKpiDefinition = (metric) => (
  <Suspense
    fallback={
      <Group justify="center">
        <Loader size="xs" aria-hidden />
      </Group>
    }
  >
    <KpiDefinition metric={metric} />
  </Suspense>
);

/**
 * The configured headline KPIs (`VITE_HOME_KPIS`), each with the dashboard topic that shows its report; given
 * modules (a module's landing page), only those whose report one of their topics shows, linked to that topic.
 */
export function headlineKpiTiles(modules?: readonly PortalModule[]): HeadlineKpiTile[] {
  const topics = new Map(dashboardTopics(modules).map((topic) => [topic.reportId, topic]));
  return config.homeKpis.flatMap((kpi) => {
    const reportId = config.reports[kpi.topic].id;
    const topic = topics.get(reportId);
    if (!topic) return [];
    const { metric, page: pageName, visual: visualName } = kpi;
    return [{ metric, reportId, pageName, visualName, dashboardTitle: topic.title, dashboardPath: topic.path }];
  });
}

const TILES = headlineKpiTiles();

/**
 * Home's "Your numbers" (issue 60): the reports feature's live tiles, composed with the glossary's
 * definitions and the topics' pages (features never import each other).
 */
export function HomeKpis({ tiles = TILES }: { tiles?: readonly HeadlineKpiTile[] }) {
  return (
    <Suspense fallback={null}>
      <HeadlineKpis tiles={tiles} definition={definition} />
    </Suspense>
  );
}
