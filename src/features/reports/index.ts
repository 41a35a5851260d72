/**
 * The reports feature: workplace sign-in (MSAL) and the embedded Power BI dashboards. Both views load
 * MSAL and powerbi-client, so import this module lazily (only report pages and the sign-in route).
 */
export { DashboardSignInPage } from './dashboard-sign-in-page';
export { ReportView, type ReportViewProps } from './report-view';
