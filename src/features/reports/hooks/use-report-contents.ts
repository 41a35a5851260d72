import { useEffect } from 'react';
import { rememberReportContents, type ReportContents } from '../lib/report-contents';
import { visibleReportPages } from '../lib/page-visibility';
import type { PowerBiReport } from '../lib/powerbi';

/**
 * The report's visible pages and each one's visual titles, as the report gives them (any visible page,
 * shown or not). A hidden page (a drill-through's, a tooltip's) is no page a glossary entry or the
 * palette may lead to: the URL could not open it.
 */
async function readContents(report: PowerBiReport): Promise<ReportContents> {
  const pages = visibleReportPages(await report.getPages());
  return {
    pages: await Promise.all(
      pages.map(async (page) => ({
        name: page.name,
        displayName: page.displayName,
        visualTitles: (await page.getVisuals()).map((visual) => visual.title).filter((title) => title !== ''),
      })),
    ),
  };
}

/**
 * Once the report has loaded, reads what it shows and keeps it for the session
 * (report-contents.ts): the glossary's "Seen in" claims only what a report was seen to show. A report
 * that cannot be read is logged and claims nothing.
 */
export function useReportContents(report: PowerBiReport | null, reportId: string): void {
  useEffect(() => {
    if (!report) return;
    readContents(report).then(
      (contents) => rememberReportContents(reportId, contents),
      (error: unknown) => console.error('What the report shows could not be read', error),
    );
  }, [report, reportId]);
}
