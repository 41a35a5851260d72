import { CloseButton, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { REPORT_TEXT } from '../constants';
import { usePageVisuals, type ReportVisual } from '../hooks/use-page-visuals';
import { useVisualSelection, type VisualSelection } from '../hooks/use-visual-selection';
import type { PowerBiReport } from '../lib/powerbi';
import classes from './report-definitions.module.css';
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
 * The "Definitions" pane, mounted while it is open: a header naming the page and a close button, and
 * the content, which asks the report for the shown page's visuals (again at every page change) and
 * follows the clicks on them. Where it stands (beside the report, over it, a sheet) is the report
 * body's concern (report-frame.module.css).
 */
export function ReportDefinitions({
  id,
  report,
  page,
  failed,
  render,
  onClose,
}: {
  id: string;
  report: PowerBiReport | null;
  page: ReportPageTab | null;
  /** The report itself failed (its failure state shows in the frame). */
  failed: boolean;
  render: RenderReportDefinitions;
  onClose: () => void;
}) {
  const headingId = useId();
  const visuals = usePageVisuals(report, page?.name ?? null, !failed);
  const selection = useVisualSelection(report, !failed);
  const status = failed ? 'failed' : visuals.status;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.pane}>
      <div className={classes.header}>
        <Title order={2} size="h6" id={headingId}>
          {REPORT_TEXT.definitionsOf(page?.displayName)}
        </Title>
        <CloseButton aria-label={REPORT_TEXT.close} onClick={onClose} />
      </div>
      <div className={classes.body}>
        {render({ status, page, visuals: visuals.status === 'ready' ? visuals.visuals : [], selection })}
      </div>
    </section>
  );
}
