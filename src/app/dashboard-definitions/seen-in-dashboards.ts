import { loadDashboardMetrics, portalModules, type DashboardMetrics } from '@/features/deployment';
import type { SeenInLookup } from '@/features/metrics';
import { metricDashboardPages } from './metric-dashboards';

let mapping: Promise<DashboardMetrics | null> | null = null;

/**
 * The topics' mapping of dashboard pages to metrics, loaded once, on first use (the same promise
 * each time, as React's `use` needs). A chunk that cannot be loaded (a new deploy) gives null: the
 * pages go without it rather than fail.
 */
export function loadMapping(): Promise<DashboardMetrics | null> {
  mapping ??= loadDashboardMetrics().catch((error: unknown) => {
    console.error('The dashboards’ metrics could not be loaded', error);
    return null;
  });
  return mapping;
}

let seenIn: Promise<SeenInLookup> | null = null;

/** The dashboard pages of the configured topics showing a metric: the glossary's "Seen in", the palette's. */
export function loadSeenInDashboards(): Promise<SeenInLookup> {
  seenIn ??= loadMapping().then((loaded) => {
    if (!loaded) return () => [];
    const pages = metricDashboardPages(portalModules, loaded);
    return (name) => pages.get(name) ?? [];
  });
  return seenIn;
}
