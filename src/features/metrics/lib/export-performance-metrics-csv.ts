import { recordActivity } from '@/session';
import { shownPageTitle } from '@/shared/browser/shown-page-title';
import { METRIC_TABLE_COLUMNS, PERFORMANCE_METRICS_CSV_FILE_NAME } from '../constants';
import { downloadBlob } from '@/shared/browser/download-blob';
import type { MetricGroup } from '../types';
import { buildCsv } from './build-csv';
import { toMetricRows } from './metric-rows';

export const EXPORT_ACTIVITY = 'Exported performance metrics as CSV';

/**
 * Downloads the glossary as performance_metrics.csv (one row per metric with the table's columns)
 * and records the export as an activity of the current page. Loaded on demand by the export button,
 * so the CSV code is not part of the KPI view's own chunk.
 */
export function exportPerformanceMetricsCsv(groups: readonly MetricGroup[]): void {
  const csv = buildCsv(toMetricRows(groups), { headers: METRIC_TABLE_COLUMNS });
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), PERFORMANCE_METRICS_CSV_FILE_NAME);
  void recordActivity(EXPORT_ACTIVITY, shownPageTitle());
}
