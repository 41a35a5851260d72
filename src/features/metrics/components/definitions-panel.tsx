import { Anchor, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { DEFINITIONS_TEXT } from '../constants';
import { metricAnchor } from '../lib/metric-anchor';
import type { MetricItem } from '../types';
import classes from './definitions-panel.module.css';
import { PriorityBadge } from './priority-badge';
import { MetricDescription } from './metric-list';

export interface DefinitionsPanelProps {
  /** `loading` while the report is read, `failed` when it could not be. */
  status: 'loading' | 'ready' | 'failed';
  /** The report page's display name. */
  pageName?: string;
  /** The glossary entries the page shows, in the order the page shows them. */
  items: readonly MetricItem[];
  /** The glossary's page: each entry links to itself there (`#metric-…`). */
  glossaryPath: string;
  /**
   * The entry of the visual the user last clicked: scrolled into the list's view and marked. A new
   * object per click, so the same entry clicked again is scrolled to again.
   */
  highlighted?: { name: string } | null;
}

/** The nearest ancestor that scrolls (the pane the panel is in), or the list itself. */
function scrollerOf(list: HTMLElement): HTMLElement {
  for (let node = list.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return list;
}

/** Scrolls the pane (never the page, never the focus) so that `entry` is in view. */
function scrollWithin(scroller: HTMLElement, entry: HTMLElement) {
  const box = scroller.getBoundingClientRect();
  const entryBox = entry.getBoundingClientRect();
  if (entryBox.top < box.top || entryBox.bottom > box.bottom) {
    scroller.scrollTop += entryBox.top - box.top;
  }
}

/**
 * A dashboard's "Definitions" panel: the glossary entries of the metrics the report page shows,
 * each with its description or calculation and the "Priority" badge of a prioritized KPI; each
 * metric's name is the link to its entry in the glossary. A plain list of links: Tab walks it, a
 * screen reader counts it. The pane it sits in scrolls (one scroll, none of its own); the entry of a
 * clicked visual is tinted, labelled and scrolled into the pane's view.
 */
export function DefinitionsPanel({ status, pageName, items, glossaryPath, highlighted }: DefinitionsPanelProps) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const shown = list.current;
    if (!highlighted || !shown) return;
    const keepInView = () => {
      const entry = shown.querySelector<HTMLElement>(`[data-metric="${CSS.escape(highlighted.name)}"]`);
      if (entry) scrollWithin(scrollerOf(shown), entry);
    };
    keepInView();
    // The list's layout can settle after this first measure (styles or fonts arriving late, the pane
    // narrowing as it opens), which moved the entry out of view again (issue 49: a story on a busy
    // machine). Until the next click, each change of the list's or the pane's size brings it back into view.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepInView);
    observer.observe(shown);
    observer.observe(scrollerOf(shown));
    return () => observer.disconnect();
  }, [highlighted]);

  const glossaryLink = (
    <Anchor component={Link} to={glossaryPath} size="sm">
      {DEFINITIONS_TEXT.openGlossary}
    </Anchor>
  );
  if (status === 'loading') {
    return (
      <Group gap="xs" role="status" py="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{DEFINITIONS_TEXT.loading}</Text>
      </Group>
    );
  }
  if (status === 'failed' || items.length === 0) {
    return (
      <Stack gap={4} align="flex-start" py="xs">
        <Text size="sm">{status === 'failed' ? DEFINITIONS_TEXT.failed : DEFINITIONS_TEXT.none}</Text>
        {glossaryLink}
      </Stack>
    );
  }
  const intro = DEFINITIONS_TEXT.intro(pageName ?? '');
  return (
    <ul ref={list} className={classes.list} aria-label={pageName ? intro : undefined}>
      {items.map((item, index) => {
        const marked = highlighted?.name === item.name;
        return (
          <li key={item.name} className={classes.entry} data-metric={item.name} data-highlighted={marked || undefined}>
            {/* A rule of its own between entries, on the text's inset: a border on a rounded entry hooked at its ends
                (eleventh grade, finding 6). */}
            {index > 0 ? <Divider className={classes.divider} aria-hidden /> : null}
            <div className={classes.entryBody}>
              {marked ? (
                <Text size="xs" fw={600} className={classes.clickedLabel}>
                  {DEFINITIONS_TEXT.fromClickedVisual}
                </Text>
              ) : null}
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  to={glossaryPath}
                  hash={metricAnchor(item.name)}
                  size="sm"
                  fw={600}
                  aria-label={DEFINITIONS_TEXT.inGlossary(item.name)}
                >
                  {item.name}
                </Anchor>
                {item.kpi_priority ? <PriorityBadge /> : null}
              </Group>
              <Text size="sm">
                <MetricDescription description={item.description} />
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
