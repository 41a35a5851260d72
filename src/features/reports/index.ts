// Public API of the reports feature: the workplace sign-in page (MSAL) and the embedded Power BI
// report. Both views are lazy: MSAL and powerbi-client load only on the sign-in route and on report
// pages, never with the modules that import this file.
import { lazy } from 'react';
import { preconnect } from 'react-dom';
import { config, workplaceSignIn } from '@/config';
import { queryClient } from '@/shared/query/query-client';
import { lazyPage, onDemand } from '@/shared/ui/lazy-page';

export type { ReportViewProps, ShownReportPage } from './report-view';
export type { ReportDefinitionsContext, RenderReportDefinitions } from './components/report-definitions';
export type { ReportVisual } from './hooks/use-page-visuals';
export type { VisualSelection } from './hooks/use-visual-selection';
export { DASHBOARD_SIGN_IN_TITLE, HEADLINE_KPI_TEXT } from './constants-on-home';
export { readReportContents, type ReportContents, type ReportPageContents } from './lib/report-contents';
export type { HeadlineKpisProps } from './headline-kpis/headline-kpis';
export type { HeadlineKpiTile, RenderKpiDefinition } from './headline-kpis/types';

/** The report service's hosts the view reaches first: connected while its chunks download. */
function preconnectReportService() {
  for (const [url, options] of [
    // The embed page the frame loads (a navigation).
    [workplaceSignIn.reportEmbedBaseUrl, undefined],
    // The lookup (a CORS request without credentials).
    [config.reportServiceUrl, { crossOrigin: 'anonymous' as const }],
  ] as const) {
    const { origin } = new URL(url, window.location.href);
    if (origin !== window.location.origin) preconnect(origin, options);
  }
}

/**
 * Fetches the report view's two halves at once: the frame with powerbi-client (it prepares the
 * report's iframe as soon as it runs) and the workplace side with MSAL (`report-view-content`). A
 * route that will show a report calls it from its loader, so they download beside the page's own
 * chunks instead of after the page has rendered (docs/performance.md); rendering the view calls it too.
 */
const reportView = onDemand(() => import('./report-view'));

export function preloadReportView(reportId?: string) {
  preconnectReportService();
  // The frame's half first: on a slow connection the first asked is the first served, and the frame
  // loads the report's page while MSAL's larger half is still on its way.
  const view = reportView.load();
  import('./report-view-content').catch(() => undefined); // the view's own import reports a failure
  // The view renders its workplace side at once when it has arrived (lazy-page.ts).
  view.then((module) => module.loadReportViewContent()).catch(() => undefined);
  // The report's lookup goes out with its half, before the page renders (a dashboard opened from
  // another: at once, the half is loaded), and the report's frame starts loading the service's page.
  if (reportId)
    void view.then((module) => {
      module.lookUpReportAhead(queryClient, reportId);
      module.prepareReportFrame();
    });
  return view;
}

export const ReportView = lazyPage(
  { load: preloadReportView, loaded: reportView.loaded },
  (module) => module.ReportView,
);
/** Home's headline KPIs: the section (its tiles and powerbi-client load after home's first paint). */
export const HeadlineKpis = lazy(() =>
  import('./headline-kpis/headline-kpis').then((module) => ({ default: module.HeadlineKpis })),
);
export const DashboardSignInPage = lazy(() =>
  import('./dashboard-sign-in-page').then((module) => ({ default: module.DashboardSignInPage })),
);
