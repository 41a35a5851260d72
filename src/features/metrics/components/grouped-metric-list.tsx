import { Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { GLOSSARY_TEXT } from '../constants';
import type { MetricGroup } from '../types';
import { GroupHeading } from './group-heading';
import { MetricList } from './metric-list';
import classes from './metric-tabs.module.css';

/** The id of a group's section in the list of matches, for the side column's jump to it. */
const sectionId = (title: string) =>
  `matches-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Brings a group's matches to the top of the window under the sticky header and gives its heading the focus. */
function showSection(title: string) {
  const section = document.getElementById(sectionId(title));
  const heading = section?.querySelector<HTMLElement>('h2');
  if (!section || !heading) return;
  section.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * Metrics of several groups in one list to read down, each group under its title: the glossary's
 * search matches (all of them at once, not spread over tabs the person would have to open one by
 * one) and the table form on phones (four columns do not fit 375 px; the list's entries say the same
 * without repeating the column names on every metric).
 */
export function GroupedMetricList({
  groups,
  label,
  totals,
}: {
  groups: readonly MetricGroup[];
  label: string;
  /** Each group's number of metrics in all, by title: its heading then says how many of them are shown. */
  totals?: ReadonlyMap<string, number>;
}) {
  return (
    <Stack gap="lg" role="region" aria-label={label}>
      {groups.map((group) => (
        <section key={group.title} id={sectionId(group.title)} aria-label={group.title} className={classes.section}>
          <GroupHeading
            title={group.title}
            count={group.items.length}
            total={totals?.get(group.title) ?? group.items.length}
            focusable
          />
          <MetricList items={group.items} />
        </section>
      ))}
    </Stack>
  );
}

/**
 * On a laptop, while a search or "Priority only" narrows the glossary: the groups' column stays where the groups'
 * tabs were, each group with its number of matches (none: dimmed and disabled), and the matches, or the empty result,
 * beside it, so a search moves nothing (an eleventh grade: the column went and the list jumped from x=302 to x=70).
 * No tabs (R2.43: the matches are one list under their groups' titles); a group's button brings its matches into view.
 */
export function MatchesBesideGroups({
  groups,
  shown,
  children,
}: {
  /** Every group of the glossary, in order. */
  groups: readonly MetricGroup[];
  /** The groups left with matches, with their matching metrics. */
  shown: readonly MetricGroup[];
  /** The matches (`GroupedMetricList`) or the empty result. */
  children: ReactNode;
}) {
  const matches = new Map(shown.map((group) => [group.title, group.items.length]));
  return (
    <div className={classes.root}>
      <nav aria-label={GLOSSARY_TEXT.groupsLabel} className={`${classes.list} ${classes.matchList}`}>
        {groups.map((group) => {
          const count = matches.get(group.title) ?? 0;
          return (
            <UnstyledButton
              key={group.title}
              className={`${classes.tab} ${classes.matchGroup}`}
              disabled={count === 0}
              data-match-count={count}
              onClick={() => showSection(group.title)}
            >
              <span>
                {group.title}
                <VisuallyHidden>{`, ${count} ${GLOSSARY_TEXT.matchesWord(count)}`}</VisuallyHidden>
              </span>
              <span className={classes.matchCount} aria-hidden>
                {count}
              </span>
            </UnstyledButton>
          );
        })}
      </nav>
      <div className={classes.panel}>{children}</div>
    </div>
  );
}
