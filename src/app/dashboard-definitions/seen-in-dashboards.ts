import { dashboardMetrics, portalModules } from '@/features/deployment';
import type { SeenInLookup } from '@/features/metrics';
import { metricDashboardPages } from './metric-dashboards';

let pagesByMetric: ReturnType<typeof metricDashboardPages> | null = null;

/** The dashboard pages of the configured topics showing a metric: the glossary's "Seen in", the palette's. */
export const seenInDashboards: SeenInLookup = (name) => {
  pagesByMetric ??= metricDashboardPages(portalModules, dashboardMetrics);
  return pagesByMetric.get(name) ?? [];
};
