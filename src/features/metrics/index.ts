// Public API of the metrics feature: the KPI glossary with its tab / table views and CSV export,
// and the Quick Wins presentation. The views are lazy: pages that only need the glossary data (the
// navigation's topic list) or nothing of this feature never download the views' code.
import { lazy } from 'react';

export const KpiView = lazy(() => import('./kpi-view').then((module) => ({ default: module.KpiView })));
export const QuickWinsPresentation = lazy(() =>
  import('./quick-wins-presentation').then((module) => ({ default: module.QuickWinsPresentation })),
);
export { performanceMetricGroups } from './performance-metrics';
export type { MetricGroup, MetricItem } from './types';
