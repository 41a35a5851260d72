import type { ReactNode } from 'react';
import { REPORT_TEXT } from '../constants';
import { usePageVisuals, type ReportVisual } from '../hooks/use-page-visuals';
import { useVisualSelection, type VisualSelection } from '../hooks/use-visual-selection';
import type { PowerBiReport } from '../lib/powerbi';
import type { ReportPageTab } from './report-page-tabs';

/** What the report says about the page shown, for the "Definitions" panel to explain. */
export interface ReportDefinitionsContext {
  /** `failed`: the report or its page's visuals could not be read. */
  status: 'loading' | 'ready' | 'failed';
  page: ReportPageTab | null;
  /** The page's visuals (`getVisuals`), once `ready`. */
  visuals: readonly ReportVisual[];
  /** The last click on a visual since the panel opened: a new object per click. */
  selection: VisualSelection | null;
}

/**
 * Renders the panel's content from what the report says. The reports feature knows the report, not
 * the glossary: the route composes this (features never import each other).
 */
export type RenderReportDefinitions = (context: ReportDefinitionsContext) => ReactNode;

/**
 * The "Definitions" panel's region, mounted while it is open: it asks the report for the shown
 * page's visuals (again at every page change) and follows the clicks on them.
 */
export function ReportDefinitions({
  id,
  report,
  page,
  failed,
  render,
}: {
  id: string;
  report: PowerBiReport | null;
  page: ReportPageTab | null;
  /** The report itself failed (its failure state shows in the frame). */
  failed: boolean;
  render: RenderReportDefinitions;
}) {
  const visuals = usePageVisuals(report, page?.name ?? null, !failed);
  const selection = useVisualSelection(report, !failed);
  const status = failed ? 'failed' : visuals.status;
  return (
    <section id={id} aria-label={REPORT_TEXT.definitions}>
      {render({ status, page, visuals: visuals.status === 'ready' ? visuals.visuals : [], selection })}
    </section>
  );
}
