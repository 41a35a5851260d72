// Public API of the metrics feature: the KPI glossary with its tab / table views and CSV export,
// and the Quick Wins presentation.
export { KpiView } from './kpi-view';
export { QuickWinsPresentation } from './quick-wins-presentation';
export { MetricsTable } from './components/metrics-table';
export { performanceMetricGroups } from './performance-metrics';
export type { MetricGroup, MetricItem } from './types';
