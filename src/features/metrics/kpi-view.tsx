import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { lastInputWasKeyboard } from '@/shared/ui/last-input';
import textAction from '@/shared/ui/text-action.module.css';
import { ExportCsvButton, ExportCsvMenu } from './components/export-csv-button';
import { GroupedMetricList } from './components/grouped-metric-list';
import { MetricTabs } from './components/metric-tabs';
import { MetricsTable } from './components/metrics-table';
import { PriorityLegend } from './components/priority-badge';
import priorityOnlyClasses from './priority-only.module.css';
import { SeenInContext, type SeenInLookup } from './components/seen-in';
import { GLOSSARY_TEXT } from './constants';
import {
  countMetrics,
  filterMetricGroups,
  isFiltering,
  NO_METRIC_FILTER,
  type MetricFilter,
} from './lib/filter-metrics';
import { metricAnchor } from './lib/metric-anchor';
import { performanceMetricGroups } from './performance-metrics';
import type { MetricGroup } from './types';

type GlossaryLayout = 'tabs' | 'table';

const LAYOUTS: { value: GlossaryLayout; label: string }[] = [
  { value: 'tabs', label: 'Tab view' },
  { value: 'table', label: 'Table view' },
];

/** The group holding the metric whose anchor is `hash`, if any. */
function groupOfAnchor(groups: readonly MetricGroup[], hash: string): MetricGroup | undefined {
  return groups.find((group) => group.items.some((item) => metricAnchor(item.name) === hash));
}

/** Brings the metric `anchor` into view, marks it and moves focus to it (a link or the palette chose it). */
function revealMetric(anchor: string) {
  const entry = document.getElementById(anchor);
  if (!entry) return;
  document.querySelectorAll('[data-targeted]').forEach((element) => element.removeAttribute('data-targeted'));
  entry.setAttribute('data-targeted', 'true');
  entry.tabIndex = -1;
  entry.toggleAttribute('data-keyboard-focus', lastInputWasKeyboard());
  // In the middle of the window, where the eye is (design review p3): at the start it sat under the
  // sticky header's shadow, and a page that could not scroll that far left it at the bottom edge.
  entry.scrollIntoView({ block: 'center' });
  entry.focus({ preventScroll: true });
}

/**
 * The KPI / metrics view of "Metrics for Performance Tracking" (R2.43-R2.46): one tab per metric
 * group (the first selected) or the same glossary as a table, and the CSV export. A search box and
 * "Priority only" narrow both views: the tab view then lists every match at once, under its group's
 * title, and the export takes what is shown (and says so). Each metric's name links to it (the URL's
 * `#hash`).
 */
export function KpiView({
  groups = performanceMetricGroups,
  seenIn,
}: {
  groups?: MetricGroup[];
  /** The dashboard pages showing a metric: each entry a dashboard shows says where ("Seen in: …"). */
  seenIn?: SeenInLookup;
}) {
  const [layout, setLayout] = useState<GlossaryLayout>('tabs');
  // Kept here so the selected group survives a switch to the table and back.
  const [activeGroup, setActiveGroup] = useState<string | null>(groups[0]?.title ?? null);
  const [filter, setFilter] = useState<MetricFilter>(NO_METRIC_FILTER);
  const isPhone = useIsPhone();
  const searchRef = useRef<HTMLInputElement>(null);

  const shown = filterMetricGroups(groups, filter);
  const filtering = isFiltering(filter);
  // While filtering, a group with no match has no tab; the selection falls back to the first one left.
  const selected = shown.some((group) => group.title === activeGroup) ? activeGroup : (shown[0]?.title ?? null);

  // A metric's link (`#metric-…`) selects its tab and clears a filter that hides it, as the URL
  // changes (state adjusted while rendering); once rendered it is scrolled to and focused.
  const hash = useRouterState({ select: (state) => state.location.hash });
  const [handledHash, setHandledHash] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  if (hash !== handledHash) {
    setHandledHash(hash);
    const group = hash ? groupOfAnchor(groups, hash) : undefined;
    if (group) {
      setActiveGroup(group.title);
      if (!groupOfAnchor(shown, hash)) setFilter(NO_METRIC_FILTER);
      setRevealed(hash);
    }
  }
  useEffect(() => {
    if (revealed) revealMetric(revealed);
  }, [revealed]);

  const total = countMetrics(groups);
  const count = countMetrics(shown);

  const scope = filtering ? GLOSSARY_TEXT.exportsShown(count) : GLOSSARY_TEXT.exportsAll(total);
  const layoutSwitch = (
    <SegmentedControl
      aria-label="Glossary layout"
      data={LAYOUTS}
      value={layout}
      onChange={(value) => setLayout(value as GlossaryLayout)}
    />
  );
  // Beside the filter it explains (R2.44); the desktop table marks a prioritized KPI with an X instead.
  const legend = layout === 'tabs' || isPhone ? <PriorityLegend /> : null;
  const priorityOnly = (
    <Checkbox
      label="Priority only"
      // On a laptop the legend is the filter's description, one row less (design review, later grades: the glossary).
      description={isPhone ? undefined : legend}
      checked={filter.priorityOnly}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setFilter((current) => ({ ...current, priorityOnly: checked }));
      }}
      classNames={{
        body: priorityOnlyClasses.body,
        labelWrapper: priorityOnlyClasses.labelWrapper,
        description: priorityOnlyClasses.description,
      }}
    />
  );
  const search = (
    <TextInput
      type="search"
      // A phone gives the row's width to the field: the placeholder names it, the label is for screen readers.
      label={isPhone ? undefined : 'Search metrics'}
      aria-label={isPhone ? 'Search metrics' : undefined}
      placeholder={isPhone ? 'Search metrics' : 'Name or description'}
      leftSection={<IconSearch size={16} aria-hidden />}
      ref={searchRef}
      value={filter.query}
      onChange={(event) => {
        const query = event.currentTarget.value;
        setFilter((current) => ({ ...current, query }));
      }}
      w={isPhone ? undefined : 320}
      style={isPhone ? { flex: 1, minWidth: 0 } : undefined}
    />
  );

  // On a phone the controls take two rows and the legend one line, so the first metric starts in the
  // top half of the screen (design review m13; e2e/built/glossary.spec.ts measures it).
  const controls = isPhone ? (
    <>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {layoutSwitch}
        <ExportCsvMenu groups={shown} scope={scope} />
      </Group>
      <Group gap="sm" wrap="nowrap" role="search" aria-label="Filter the metrics">
        {search}
        <div className={priorityOnlyClasses.beside}>{priorityOnly}</div>
      </Group>
      {legend}
    </>
  ) : (
    // One row on a laptop (design review, later grades: the glossary): the filters, then the layout and the export at
    // the right, in the order they are read and tabbed through.
    <Group justify="space-between" align="flex-end" gap="md">
      <Group gap="lg" align="flex-end" role="search" aria-label="Filter the metrics">
        {search}
        <div className={priorityOnlyClasses.beside}>{priorityOnly}</div>
      </Group>
      <Group gap="md" align="center">
        {layoutSwitch}
        <ExportCsvButton groups={shown} scope={scope} />
      </Group>
    </Group>
  );

  const view = (
    <Stack gap={isPhone ? 'sm' : 'md'}>
      {controls}
      {/* Always rendered, so screen readers hear the count change as the user types. */}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {filtering
          ? count === 0
            ? GLOSSARY_TEXT.noMatch(filter.query.trim())
            : `${count} of ${total} metrics shown.`
          : ''}
      </Text>
      {count === 0 && filter.query.trim() ? (
        // A way out of an empty result: the search cleared, the focus back in the box to search again.
        <Button
          variant="subtle"
          size="compact-sm"
          className={textAction.atTextEdge}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setFilter((current) => ({ ...current, query: '' }));
            searchRef.current?.focus();
          }}
        >
          {GLOSSARY_TEXT.clearSearch}
        </Button>
      ) : null}
      {count === 0 ? null : layout === 'tabs' && filtering ? (
        <GroupedMetricList groups={shown} label={GLOSSARY_TEXT.matchesLabel} />
      ) : layout === 'tabs' ? (
        <MetricTabs groups={shown} value={selected} onChange={setActiveGroup} />
      ) : (
        <MetricsTable groups={shown} asRows={isPhone} />
      )}
    </Stack>
  );
  return seenIn ? <SeenInContext.Provider value={seenIn}>{view}</SeenInContext.Provider> : view;
}
