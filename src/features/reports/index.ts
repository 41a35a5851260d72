// Public API of the reports feature: the workplace sign-in page (MSAL) and the embedded Power BI
// report. Both views are lazy: MSAL and powerbi-client load only on the sign-in route and on report
// pages, never with the modules that import this file.
import { lazy } from 'react';

export type { ReportViewProps } from './report-view';
export { DASHBOARD_SIGN_IN_TITLE } from './constants';
export const ReportView = lazy(() => import('./report-view').then((module) => ({ default: module.ReportView })));
export const DashboardSignInPage = lazy(() =>
  import('./dashboard-sign-in-page').then((module) => ({ default: module.DashboardSignInPage })),
);
