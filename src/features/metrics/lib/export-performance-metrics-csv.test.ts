import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/testing/capture-downloads';
import { useSessionStore } from '@/session/session-store';
import { performanceMetricGroups } from '../performance-metrics';
import { EXPORT_ACTIVITY, exportPerformanceMetricsCsv } from './export-performance-metrics-csv';
import { rememberShownPageTitle } from '@/shared/browser/shown-page-title';

describe('exportPerformanceMetricsCsv', () => {
  const { blobs, downloads } = captureDownloads();

  it('downloads performance_metrics.csv with a BOM, the table columns and one quoted row per metric', async () => {
    rememberShownPageTitle('Metrics for Performance Tracking');

    exportPerformanceMetricsCsv(performanceMetricGroups);

    expect(downloads).toEqual(['performance_metrics.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Metric Category","Metric","Metric Description/Calculation","Prioritized KPIs"');
    expect(lines[1]).toBe(
      '"Sales Pipeline","Client Meetings/Calls",' +
        '"Number of client meetings and calls held by agents in the reporting period.",""',
    );
    expect(lines[2]).toBe(
      '"Sales Pipeline","Client Prospects",' +
        '"Number of clients who received a quote or an illustration (prospects) in the reporting period.","X"',
    );
    expect(lines).toContain(
      '"Implied Metrics & Ratios","Market Share",' +
        '"Weighted Sales / Market Size for life; Unweighted Sales / Market Size for annuities.",""',
    );
    // An entry without a description (R3.11) has none, here as on screen.
    expect(lines).toContain('"Implied Metrics & Ratios","Market Agents","",""');
    const metricCount = performanceMetricGroups.reduce((count, group) => count + group.items.length, 0);
    expect(lines).toHaveLength(1 + metricCount);
    expect(lines.filter((line) => line.endsWith(',"X"'))).toHaveLength(23);
  });

  it('records the export as an activity of the current page', () => {
    rememberShownPageTitle('Metrics for Performance Tracking');
    exportPerformanceMetricsCsv(performanceMetricGroups);
    expect(useSessionStore.getState().recentActivity[0]).toMatchObject({
      activity: EXPORT_ACTIVITY,
      page: 'Metrics for Performance Tracking',
    });
    expect(EXPORT_ACTIVITY).toBe('Exported performance metrics as CSV');
  });
});
