// Public API of the metrics feature: the KPI glossary with its tab / table views and CSV export,
// and the Quick Wins presentation. The views are lazy, so pages without them never download their code.
import { lazy } from 'react';

export const KpiView = lazy(() => import('./kpi-view').then((module) => ({ default: module.KpiView })));
export const QuickWinsPresentation = lazy(() =>
  import('./quick-wins-presentation').then((module) => ({ default: module.QuickWinsPresentation })),
);

// Data as is (the command palette searches the glossary; a chosen metric links to its anchor).
export { performanceMetricGroups } from './performance-metrics';
export { metricAnchor } from './lib/metric-anchor';
export type { MetricGroup, MetricItem } from './types';
