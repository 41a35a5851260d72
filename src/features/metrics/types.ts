/** One entry of the metric glossary (R3.10): its category is the group it belongs to. */
export type MetricItem = {
  name: string;
  /** What the metric measures or how it is calculated; our own trusted text, rendered as text. Empty
   * where R3.11 gives none (it is shown without one, never with an invented one). */
  description: string;
  /** Whether the metric is a prioritized KPI (shown with a "Priority" badge, marked X in the table). */
  kpi_priority: boolean;
};

/** A metric category with its metrics, as a topic's `performanceMetrics` holds them. */
export type MetricGroup = {
  title: string;
  items: MetricItem[];
};
