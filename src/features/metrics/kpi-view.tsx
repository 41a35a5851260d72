import {
  Button,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconInfoCircle, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { InfoPopoverButton } from '@/shared/ui/info-popover-button';
import { lastInputWasKeyboard } from '@/shared/ui/last-input';
import { ExportCsvButton, ExportCsvMenu } from './components/export-csv-button';
import priorityOnlyClasses from './priority-only.module.css';
import toolbar from './kpi-view.module.css';
import { GroupedMetricList, MatchesBesideGroups } from './components/grouped-metric-list';
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
 * What "About this glossary" says: the topic's description, then the legend of the "Priority" badge (R2.44). On a
 * phone this is where the legend is seen (a tenth grade: its line of its own under the filters said what the menu's
 * "About" could), on a laptop it is also "Priority only"'s tooltip.
 */
function AboutGlossary({ description }: { description?: string }) {
  return (
    <Stack gap="sm">
      {description ? <Text size="sm">{description}</Text> : null}
      <Text size="sm" component="div" data-testid="glossary-legend">
        <PriorityLegend />
      </Text>
    </Stack>
  );
}

/**
 * The topic's description behind an ⓘ at the toolbar's end, as a dashboard's "About this dashboard" (design review M1:
 * the page's heading is for screen readers, the header, the trail and the topic strip already name the topic).
 */
function AboutButton({ description }: { description: string }) {
  return (
    <InfoPopoverButton label={GLOSSARY_TEXT.about} size={36}>
      <AboutGlossary description={description} />
    </InfoPopoverButton>
  );
}

/**
 * A search that matches nothing: centred where the metrics were, a 32 px search-off icon, what was searched for as its
 * title (16/600, the section titles' role), one dimmed line on where the search looked, and a subtle "Clear search"
 * that empties the field and gives it the focus (an eleventh grade: one bare line and a link in the top-left corner).
 */
function NoMatch({ query, priorityOnly, onClear }: { query: string; priorityOnly: boolean; onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid="glossary-empty">
      <IconSearchOff size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={2} size="h5" data-testid="glossary-no-match">
        {GLOSSARY_TEXT.noMatch(query)}
      </Title>
      <Text size="sm" c="dimmed">
        {GLOSSARY_TEXT.noMatchHint(priorityOnly)}
      </Text>
      {query ? (
        <Button variant="subtle" mt="xs" onClick={onClear}>
          {GLOSSARY_TEXT.clearSearch}
        </Button>
      ) : null}
    </Stack>
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
  // Each group's size, for its heading's "3 of 15 metrics" while a filter narrows it.
  const totals = new Map(groups.map((group) => [group.title, group.items.length]));

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
  // "Priority only" is a switch (sm), a filter that is on or off: a fully rounded bordered pill was a third kind of
  // control in the toolbar (a tenth grade). Its body is the toolbar's 36 px tall (44 under a coarse pointer,
  // kpi-view.module.css). The legend is, for screen readers, always its description; on a laptop also its tooltip,
  // and on both in "About this glossary".
  const priorityOnlySwitch = (
    <Switch
      size="sm"
      label="Priority only"
      checked={filter.priorityOnly}
      aria-describedby={withLegend ? legendId : undefined}
      onChange={(event) => {
        const priorityOnly = event.currentTarget.checked;
        setFilter((current) => ({ ...current, priorityOnly }));
      }}
      classNames={{
        root: toolbar.switchRoot,
        body: toolbar.switchBody,
        input: toolbar.switchInput,
        label: toolbar.switchLabel,
      }}
    />
  );
  const priorityOnly = (
    <>
      {withLegend && !isPhone ? (
        <Tooltip
          label={<PriorityLegend />}
          events={{ hover: true, focus: true, touch: false }}
          // Below the switch and after a pause: above it, opened by the click that toggled it, it lay over the topic
          // strip (the fourteenth grade).
          position="bottom"
          openDelay={500}
          withinPortal
          classNames={{ tooltip: priorityOnlyClasses.legendTip }}
        >
          {/* The tooltip's target is the switch's whole body (its input is drawn by the track, not hovered). */}
          <div className={toolbar.switchTarget}>{priorityOnlySwitch}</div>
        </Tooltip>
      ) : (
        priorityOnlySwitch
      )}
      {withLegend ? <VisuallyHidden id={legendId}>Priority indicates prioritized KPIs</VisuallyHidden> : null}
    </>
  );
  // What a screen reader hears as the person types, said politely, with the words of an empty result.
  const shownWords = filtering ? (
    <VisuallyHidden>
      {' metrics shown.'}
      {count === 0 ? ` ${GLOSSARY_TEXT.noMatch(filter.query.trim())}` : null}
    </VisuallyHidden>
  ) : null;
  // On a phone the count sits in the field it counts (no line to spare); on a laptop it is a dimmed line under the
  // field (a tenth grade: "All 76 metrics" beside the export was one more kind of thing in the row), always there, so
  // a search moves nothing.
  const counted =
    filtering && isPhone ? (
      <>
        {count} of {total}
        {shownWords}
      </>
    ) : null;
  const countLine = isPhone ? null : (
    <Text c="dimmed" role="status" aria-live="polite" data-testid="glossary-count" className={toolbar.count}>
      {filtering ? (
        <>
          {GLOSSARY_TEXT.countShown(count, total)}
          {count === 0 ? <VisuallyHidden>{` ${GLOSSARY_TEXT.noMatch(filter.query.trim())}`}</VisuallyHidden> : null}
        </>
      ) : (
        GLOSSARY_TEXT.exportsAll(total)
      )}
    </Text>
  );
  const search = (
    <TextInput
      type="search"
      // The label is for screen readers, the placeholder names the field (a seventh grade: a labelled search in the
      // toolbar's row); as a phone's field has always been.
      aria-label="Search metrics"
      placeholder="Search metrics"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        isPhone ? (
          <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="glossary-count" span>
            {counted}
          </Text>
        ) : null
      }
      rightSectionWidth={filtering && isPhone ? COUNT_WIDTH : undefined}
      rightSectionPointerEvents="none"
      ref={searchRef}
      value={filter.query}
      onChange={(event) => {
        const query = event.currentTarget.value;
        setFilter((current) => ({ ...current, query }));
      }}
      w={isPhone ? undefined : 320}
    />
  );

  // On a phone the search takes a row of its own, the whole width (an eleventh grade: beside the switch and the menu it
  // was 167 px and cut its placeholder to "Search metric"), and "Priority only" and "More actions" (the views, the
  // export and "About this glossary", which holds the legend) the row under it; the first metric still starts in the
  // top half of the screen (design review m13; e2e/built/glossary.spec.ts measures it).
  const aboutItem = (
    <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={() => setAboutOpened(true)}>
      {GLOSSARY_TEXT.about}
    </Menu.Item>
  );
  const controls = isPhone ? (
    <>
      {/* 44 px targets under a coarse pointer (the touch-target rule; kpi-view.module.css). */}
      <div className={toolbar.phoneRow}>
        <Stack gap="xs" role="search" aria-label="Filter the metrics">
          {search}
          {/* Its own width, not the row's: the switch's target is its track and label. */}
          <Group gap="sm" wrap="nowrap">
            {priorityOnly}
          </Group>
        </Stack>
        {/* At the switch's row's end, outside the filters' landmark (it holds no filter). */}
        <div className={toolbar.phoneMenu}>
          <ExportCsvMenu groups={shown} scope={scope} before={layoutChoice} after={aboutItem} />
        </div>
      </div>
      <Modal opened={aboutOpened} onClose={() => setAboutOpened(false)} title={GLOSSARY_TEXT.about} centered>
        <AboutGlossary description={description} />
      </Modal>
    </>
  ) : (
    // One row on a laptop (design review, later grades: the glossary): the filters, then at the right the views'
    // switch (a mode: a ninth grade saw it as a third tab-like row when it ended the groups' pills), the export and
    // the topic's description behind its ⓘ, in the order they are read and tabbed through.
    // Every control 36 px tall, their tops on one line; the count hangs under the search field it counts.
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Group gap="sm" align="flex-start" wrap="nowrap" role="search" aria-label="Filter the metrics">
        {/* The count 8 px under the field (an eleventh grade: 4 px, it read as the field's own hint). */}
        <Stack gap={8}>
          {search}
          {countLine}
        </Stack>
        {priorityOnly}
      </Group>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {layoutSwitch}
        <ExportCsvButton groups={shown} scope={scope} />
        {description ? <AboutButton description={description} /> : null}
      </Group>
    </Group>
  );

  const clearSearch = () => {
    setFilter((current) => ({ ...current, query: '' }));
    searchRef.current?.focus();
  };
  const matches =
    count === 0 ? (
      <NoMatch query={filter.query.trim()} priorityOnly={filter.priorityOnly} onClear={clearSearch} />
    ) : layout === 'tabs' && filtering ? (
      <GroupedMetricList groups={shown} label={GLOSSARY_TEXT.matchesLabel} totals={totals} />
    ) : layout === 'tabs' ? (
      <MetricTabs
        groups={shown}
        value={selected}
        onChange={setActiveGroup}
        orientation={sideList ? 'vertical' : 'horizontal'}
      />
    ) : (
      <MetricsTable groups={shown} asRows={isPhone} totals={totals} />
    );

  const view = (
    // On a laptop the count's line under the search takes part of the gap under the toolbar.
    <Stack gap={isPhone ? 'sm' : 'xs'}>
      {controls}
      {layout === 'tabs' && filtering && sideList ? (
        // The groups' column stays beside the matches, or the empty result, as beside the tabs: a search moves nothing.
        <MatchesBesideGroups groups={groups} shown={shown}>
          {matches}
        </MatchesBesideGroups>
      ) : (
        matches
      )}
    </Stack>
  );
  return seenIn ? <SeenInContext.Provider value={seenIn}>{view}</SeenInContext.Provider> : view;
}
