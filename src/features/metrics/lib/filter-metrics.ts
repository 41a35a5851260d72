import type { MetricGroup } from '../types';

export interface MetricFilter {
  /** Words to find in a metric's name or description (all of them, in any order, any case). */
  query: string;
  /** Only the prioritized KPIs. */
  priorityOnly: boolean;
}

export const NO_METRIC_FILTER: MetricFilter = { query: '', priorityOnly: false };

export function isFiltering({ query, priorityOnly }: MetricFilter): boolean {
  return priorityOnly || query.trim() !== '';
}

/** The glossary narrowed by the search and the "Priority only" filter; groups left empty are dropped. */
export function filterMetricGroups(groups: readonly MetricGroup[], filter: MetricFilter): MetricGroup[] {
  if (!isFiltering(filter)) return [...groups];
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        if (filter.priorityOnly && !item.kpi_priority) return false;
        const text = `${item.name} ${item.description}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

export function countMetrics(groups: readonly MetricGroup[]): number {
  return groups.reduce((count, group) => count + group.items.length, 0);
}
