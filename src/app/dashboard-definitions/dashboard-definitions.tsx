import { Group, Loader, Text } from '@mantine/core';
import { Suspense, use, useEffect, useMemo, useRef } from 'react';
import type { ReportTopicKey } from '@/config';
import { portalModules, type DashboardPageMetrics } from '@/features/deployment';
import { DefinitionsPanel, DEFINITIONS_TEXT, performanceMetricGroups } from '@/features/metrics';
import type { ReportDefinitionsContext, RenderReportDefinitions, VisualSelection } from '@/features/reports';
import { announce } from '@/shared/ui/live-announcer';
import {
  definitionsForVisuals,
  glossaryNames,
  glossaryPath,
  metricOfSelection,
  pageFromReport,
} from './metric-dashboards';
import { FROM_REPORTS, loadMapping, type DashboardMapping } from './seen-in-dashboards';

const GLOSSARY_PATH = glossaryPath(portalModules);
const GLOSSARY_NAMES = glossaryNames(performanceMetricGroups);

/**
 * The mapped pages the panel reads: the demo's for its topic, or, for the carrier's reports, the page
 * shown as the report describes it (its visuals' titles, a click's data fields).
 */
function pagesToRead(
  mapping: DashboardMapping,
  reportKey: ReportTopicKey,
  { page, visuals, selection }: ReportDefinitionsContext,
): readonly DashboardPageMetrics[] {
  if (mapping !== FROM_REPORTS) return mapping?.[reportKey] ?? NO_PAGES;
  if (!page) return NO_PAGES;
  const shown = { ...page, visualTitles: visuals.map((visual) => visual.title) };
  return [pageFromReport(shown, GLOSSARY_NAMES, selection?.fields ?? [])];
}

/**
 * The "Definitions" panel of a dashboard topic (`reportKey`): the glossary entries of the metrics the
 * report page shows, and, for a click on a visual, its metric marked, scrolled to and announced
 * through the page's live region, once per click (the focus stays in the report).
 */
function DashboardDefinitions({
  glossary,
  reportKey,
  context,
}: {
  glossary: string;
  reportKey: ReportTopicKey;
  context: ReportDefinitionsContext;
}) {
  // The mapping loads with the panel (its own small chunk), never with the shell.
  const mapping = use(loadMapping());
  const { visuals, selection, page } = context;
  // By the parts that change, not the context object (new at every render): a click's metric must
  // stay the same object until the next click.
  const pages = useMemo(
    () => pagesToRead(mapping, reportKey, { status: 'ready', page, visuals, selection }),
    [mapping, reportKey, page, visuals, selection],
  );
  const items = useMemo(() => definitionsForVisuals(pages, visuals, performanceMetricGroups), [pages, visuals]);
  const clicked = useMemo(() => clickedMetric(pages, selection), [pages, selection]);
  const clickedItem = items.find((item) => item.name === clicked?.name);

  const announced = useRef<VisualSelection | null>(null);
  useEffect(() => {
    if (!selection || !clickedItem || announced.current === selection) return;
    announced.current = selection;
    announce(DEFINITIONS_TEXT.announcement(clickedItem.name, clickedItem.description));
  }, [selection, clickedItem]);

  return (
    <DefinitionsPanel
      status={mapping ? context.status : 'failed'}
      pageName={page?.displayName}
      items={items}
      glossaryPath={glossary}
      highlighted={clicked}
    />
  );
}

const NO_PAGES: readonly DashboardPageMetrics[] = [];

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
  const glossary = GLOSSARY_PATH;
  if (!glossary) return undefined;
  return (context) => (
    <Suspense
      fallback={
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{DEFINITIONS_TEXT.loading}</Text>
        </Group>
      }
    >
      <DashboardDefinitions glossary={glossary} reportKey={reportKey} context={context} />
    </Suspense>
  );
}
