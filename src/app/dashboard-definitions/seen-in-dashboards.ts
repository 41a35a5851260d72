import { config } from '@/config';
import { loadDashboardMetrics, portalModules, type DashboardMetrics } from '@/features/deployment';
import { performanceMetricGroups, type MetricSeenIn, type SeenInLookup } from '@/features/metrics';
import { readReportContents } from '@/features/reports';
import { readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { glossaryNames, metricDashboardPages, pagesFromReport } from './metric-dashboards';

/** A build for the carrier's reports: what a page shows is what the report was seen to show. */
export const FROM_REPORTS = 'from-reports';

/** The demo's mapping, FROM_REPORTS, or null when the mapping's chunk could not be loaded. */
export type DashboardMapping = DashboardMetrics | typeof FROM_REPORTS | null;

let mapping: Promise<DashboardMapping> | null = null;

/**
 * The dashboards' mapping, loaded once, on first use (the same promise each time, as React's `use`
 * needs). A chunk that cannot be loaded (a new deploy) gives null: the pages go without it rather
 * than fail.
 */
export function loadMapping(): Promise<DashboardMapping> {
  mapping ??= loadDashboardMetrics().then(
    (demo) => demo ?? FROM_REPORTS,
    (error: unknown) => {
      console.error('The dashboards’ metrics could not be loaded', error);
      return null;
    },
  );
  return mapping;
}

const GLOSSARY_NAMES = glossaryNames(performanceMetricGroups);

/** The carrier's reports as seen this session, worked out again only when what was seen changes. */
let seenSoFar: { raw: string | null; pages: ReadonlyMap<string, readonly MetricSeenIn[]> } | null = null;

function pagesSeenInReports(): ReadonlyMap<string, readonly MetricSeenIn[]> {
  const raw = readString(storageKeys.reportContents, 'tab');
  if (seenSoFar?.raw !== raw || !seenSoFar) {
    const pages = metricDashboardPages(portalModules, (reportKey) =>
      pagesFromReport(readReportContents(config.reports[reportKey].id), GLOSSARY_NAMES),
    );
    seenSoFar = { raw, pages };
  }
  return seenSoFar.pages;
}

let seenIn: Promise<SeenInLookup> | null = null;

/**
 * The dashboard pages of the configured topics showing a metric: the glossary's "Seen in", the
 * palette's. The demo's are its mapping's; the carrier's are only the pages a report was seen to show
 * in this session, so before any report has loaded nothing is claimed (docs/dashboards.md).
 */
export function loadSeenInDashboards(): Promise<SeenInLookup> {
  seenIn ??= loadMapping().then((loaded) => {
    if (!loaded) return () => [];
    if (loaded === FROM_REPORTS) return (name) => pagesSeenInReports().get(name) ?? [];
    const pages = metricDashboardPages(portalModules, (reportKey) => loaded[reportKey]);
    return (name) => pages.get(name) ?? [];
  });
  return seenIn;
}
