// Public API of the reports feature: the embedded Power BI report of a dashboard topic (lazy, so
// nothing of it loads on pages without a dashboard).
import { lazy } from 'react';

export type { ReportViewProps } from './components/report-view';
export const ReportView = lazy(() =>
  import('./components/report-view').then((module) => ({ default: module.ReportView })),
);
