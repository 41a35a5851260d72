// Only a type from config, as in modules.ts: the browser tests read this file in Node.
import type { ReportTopicKey } from '@/config';

/**
 * Which glossary metrics a dashboard page shows: the report itself says what a page shows
 * (`page.getVisuals()`: each visual's title) and what a click is about (the data fields of
 * `dataSelected`); a mapping names the glossary entries (their exact names in the metrics feature's
 * glossary) for those titles and fields. A visual or field not named has no definition and is not
 * listed. The demo's mapping is written by hand (demo-dashboard-metrics.ts); for the carrier's
 * reports the app learns it from the reports (app/dashboard-definitions, docs/dashboards.md).
 */
export interface DashboardPageMetrics {
  /** The page's name in the report (`getPages`, and the topic URL's `?page=`). */
  page: string;
  /** The page's display name, as its tab shows it ("Seen in: Market Intelligence › Monthly Trend"). */
  displayName: string;
  /** A visual's title (as `getVisuals` gives it) -> the glossary entries the visual shows, in order. */
  visuals: Readonly<Record<string, readonly string[]>>;
  /** A data field (a measure `dataSelected` names) -> the one glossary entry a click on it is about. */
  fields?: Readonly<Record<string, string>>;
}

export type DashboardMetrics = Readonly<Record<ReportTopicKey, readonly DashboardPageMetrics[]>>;
