// Public API of the metrics feature: the KPI glossary with its tab / table views and CSV export,
// and the Quick Wins presentation. The views are lazy, so pages without them never download their code.
import { lazy } from 'react';

export const KpiView = lazy(() => import('./kpi-view').then((module) => ({ default: module.KpiView })));
/** A dashboard's "Definitions" panel: the glossary entries of the metrics a report page shows. */
export const DefinitionsPanel = lazy(() =>
  import('./components/definitions-panel').then((module) => ({ default: module.DefinitionsPanel })),
);
export const QuickWinsPresentation = lazy(() =>
  import('./quick-wins-presentation').then((module) => ({ default: module.QuickWinsPresentation })),
);

// Data as is (the command palette searches the glossary; a chosen metric links to its anchor).
export { performanceMetricGroups } from './performance-metrics';
export { metricAnchor } from './lib/metric-anchor';
export { DEFINITIONS_TEXT, QUICK_WINS_TEXT } from './constants';
export type { MetricGroup, MetricItem } from './types';
export type { DefinitionsPanelProps } from './components/definitions-panel';
export type { MetricSeenIn, SeenInLookup } from './components/seen-in';
