import { Group, Loader } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { ReportTopicKey } from '@/config';
import { dashboardMetrics, portalModules, type DashboardPageMetrics } from '@/features/deployment';
import { DefinitionsPanel, DEFINITIONS_TEXT, performanceMetricGroups } from '@/features/metrics';
import type { ReportDefinitionsContext, RenderReportDefinitions, VisualSelection } from '@/features/reports';
import { announce } from '@/shared/ui/live-announcer';
import { definitionsForVisuals, glossaryPath, metricOfSelection } from './metric-dashboards';

const GLOSSARY_PATH = glossaryPath(portalModules);

/**
 * The "Definitions" panel of a dashboard topic (`reportKey`): the glossary entries of the metrics the
 * report page shows, and, for a click on a visual, its metric marked, scrolled to and announced
 * through the page's live region, once per click (the focus stays in the report).
 */
function DashboardDefinitions({
  reportKey,
  context,
}: {
  reportKey: ReportTopicKey;
  context: ReportDefinitionsContext;
}) {
  const pages = dashboardMetrics[reportKey];
  const { status, visuals, selection, page } = context;
  const items = useMemo(() => definitionsForVisuals(pages, visuals, performanceMetricGroups), [pages, visuals]);
  const clicked = useMemo(() => clickedMetric(pages, selection), [pages, selection]);
  const clickedItem = items.find((item) => item.name === clicked?.name);

  const announced = useRef<VisualSelection | null>(null);
  useEffect(() => {
    if (!selection || !clickedItem || announced.current === selection) return;
    announced.current = selection;
    announce(DEFINITIONS_TEXT.announcement(clickedItem.name, clickedItem.description));
  }, [selection, clickedItem]);

  if (!GLOSSARY_PATH) return null;
  return (
    <Suspense
      fallback={
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
        </Group>
      }
    >
      <DefinitionsPanel
        status={status}
        pageName={page?.displayName}
        items={items}
        glossaryPath={GLOSSARY_PATH}
        highlighted={clicked}
      />
    </Suspense>
  );
}

/** The metric of a click, as a new object per click (the panel scrolls to it again for the same metric). */
function clickedMetric(
  pages: readonly DashboardPageMetrics[],
  selection: VisualSelection | null,
): { name: string } | null {
  const name = selection ? metricOfSelection(pages, selection) : undefined;
  return name ? { name } : null;
}

/** The panel's content for a dashboard topic's report view; none without a glossary to explain it. */
export function dashboardDefinitions(reportKey: ReportTopicKey): RenderReportDefinitions | undefined {
  if (!GLOSSARY_PATH) return undefined;
  return (context) => <DashboardDefinitions reportKey={reportKey} context={context} />;
}
