import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { ExportCsvButton } from './components/export-csv-button';
import { MetricTabs } from './components/metric-tabs';
import { MetricsTable } from './components/metrics-table';
import { PriorityLegend } from './components/priority-badge';
import { performanceMetricGroups } from './performance-metrics';
import type { MetricGroup } from './types';

type GlossaryLayout = 'tabs' | 'table';

const LAYOUTS: { value: GlossaryLayout; label: string }[] = [
  { value: 'tabs', label: 'Tab view' },
  { value: 'table', label: 'Table view' },
];

/**
 * The KPI / metrics view of "Metrics for Performance Tracking" (spec section 2): one tab per metric
 * group (the first selected) or the same glossary as a table, and the CSV export.
 */
export function KpiView({ groups = performanceMetricGroups }: { groups?: MetricGroup[] }) {
  const [layout, setLayout] = useState<GlossaryLayout>('tabs');
  // Kept here so the selected group survives a switch to the table and back.
  const [activeGroup, setActiveGroup] = useState<string | null>(groups[0]?.title ?? null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Glossary layout"
          data={LAYOUTS}
          value={layout}
          onChange={(value) => setLayout(value as GlossaryLayout)}
        />
        <Group gap="lg">
          {layout === 'tabs' ? <PriorityLegend /> : null}
          <ExportCsvButton groups={groups} />
        </Group>
      </Group>
      {layout === 'tabs' ? (
        <MetricTabs groups={groups} value={activeGroup} onChange={setActiveGroup} />
      ) : (
        <MetricsTable groups={groups} />
      )}
    </Stack>
  );
}
