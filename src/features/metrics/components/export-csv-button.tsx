import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import type { MetricGroup } from '../types';
import { FormAlert } from '@/shared/ui/form-alert';

/** How long the failure message stays (R9.4). */
const MESSAGE_TIMEOUT_MS = 5_000;

/**
 * "Export as .csv": downloads `groups` (the metrics the glossary shows: all of them, or those the
 * search and "Priority only" leave) as performance_metrics.csv, and says under the button which
 * (`scope`). The CSV builder and the download helper are loaded on the first click, so they stay out
 * of the KPI view's chunk.
 */
export function ExportCsvButton({ groups, scope }: { groups: readonly MetricGroup[]; scope: string }) {
  const [failed, setFailed] = useState(false);
  const scopeId = useId();
  useEffect(() => {
    if (!failed) return undefined;
    const timer = setTimeout(() => setFailed(false), MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  async function exportCsv() {
    try {
      const { exportPerformanceMetricsCsv } = await import('../lib/export-performance-metrics-csv');
      exportPerformanceMetricsCsv(groups);
    } catch (error) {
      // Only a failed chunk load can land here (e.g. the app was redeployed while the page was open).
      console.error(error);
      setFailed(true);
    }
  }

  return (
    <Group gap="sm">
      {failed && <FormAlert title="Something went wrong!" />}
      <Stack gap={2} align="center">
        {/* The light variant's text colour keeps 4.5:1 contrast; the outline blue on white has only 3.5:1. */}
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          aria-describedby={scopeId}
        >
          Export as .csv
        </Button>
        <Text id={scopeId} size="xs" c="dimmed" data-testid="csv-export-scope">
          {scope}
        </Text>
      </Stack>
    </Group>
  );
}
