/** One entry of the metric glossary (R3.10): its category is the group it belongs to. */
export type MetricItem = {
  name: string;
  /** What the metric measures or how it is calculated; our own trusted text, rendered as text. Empty
   * where R3.11 gives none (it is shown without one, never with an invented one). */
  description: string;
  /** Whether the metric is a prioritized KPI (shown with a "Priority" badge, marked X in the table). */
  kpi_priority: boolean;
  /**
   * Where the description comes from: the requirements' own words (R3.x), or a definition proposed
   * here where they name the metric only, for the carrier's analysts to confirm (`docs/glossary.md`).
   * Never shown and never exported: the glossary reads the same either way.
   */
  source: 'spec' | 'proposed';
};

/** A metric category with its metrics, as a topic's `performanceMetrics` holds them. */
export type MetricGroup = {
  title: string;
  items: MetricItem[];
};
