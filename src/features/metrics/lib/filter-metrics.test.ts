import { describe, expect, it } from 'vitest';
import { performanceMetricGroups } from '../performance-metrics';
import { countMetrics, filterMetricGroups, NO_METRIC_FILTER } from './filter-metrics';

describe('filterMetricGroups', () => {
  it('keeps the whole glossary without a filter', () => {
    expect(countMetrics(filterMetricGroups(performanceMetricGroups, NO_METRIC_FILTER))).toBe(76);
  });

  it('finds metrics by every word of the query in name or description, in any order', () => {
    const found = filterMetricGroups(performanceMetricGroups, { query: 'LAPSE premium', priorityOnly: false });
    expect(found.flatMap((group) => group.items.map((item) => item.name))).toEqual(['Premium Lapse Ratio']);
    const byDescription = filterMetricGroups(performanceMetricGroups, { query: 'underwriting', priorityOnly: false });
    expect(byDescription.flatMap((group) => group.items.map((item) => item.name))).toContain('Clients Declined');
  });

  it('keeps only the 23 prioritized KPIs with "Priority only", dropping groups left empty', () => {
    const found = filterMetricGroups(performanceMetricGroups, { query: '', priorityOnly: true });
    expect(countMetrics(found)).toBe(23);
    expect(found.map((group) => group.title)).not.toContain('Implied Metrics & Ratios');
    expect(found.every((group) => group.items.every((item) => item.kpi_priority))).toBe(true);
  });
});
