import { PRIORITIZED_KPI_MARK } from '../constants';
import type { MetricGroup } from '../types';

/** One metric as a row of the table form and of the CSV, in the order of `METRIC_TABLE_COLUMNS`. */
export type MetricRow = [category: string, metric: string, description: string, prioritizedKpi: string];

/** Flattens the glossary into one row per metric: category, name, description, X when prioritized. */
export function toMetricRows(groups: readonly MetricGroup[]): MetricRow[] {
  return groups.flatMap((group) =>
    group.items.map((item): MetricRow => [
      group.title,
      item.name,
      item.description,
      item.kpi_priority ? PRIORITIZED_KPI_MARK : '',
    ]),
  );
}
