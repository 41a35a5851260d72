import { Anchor, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { readRecentDashboards } from '@/session/signed-in';
import { useCurrentUser } from '@/session/signed-in';
import { HOME_WORK_TEXT } from './constants';
import { dashboardTopics } from './dashboard-topics';
import { HomeSection, HomeSectionEmpty } from './home-section';
import { relativeTime } from './relative-time';
import classes from './home-sections.module.css';

/**
 * The dashboards the signed-in person opened last (topic and page, newest first, and when), each a
 * link back to that page. Only theirs: the list is kept per user and goes with the session's end.
 */
export function RecentDashboards() {
  const owner = useCurrentUser()?.username ?? '';
  // Read when the page shows (the list changes only on other pages), with the time they are seen from.
  const dashboards = useMemo(() => (owner ? readRecentDashboards(owner) : []), [owner]);
  const [now] = useState(Date.now);
  const first = dashboardTopics()[0];
  return (
    <HomeSection title={HOME_WORK_TEXT.recentTitle} icon={IconClock}>
      {dashboards.length === 0 ? (
        <HomeSectionEmpty title={HOME_WORK_TEXT.recentEmptyTitle} hint={HOME_WORK_TEXT.recentEmptyHint}>
          {first && (
            <Anchor component={Link} to={first.path} size="sm" mt="xs" display="inline-block">
              {HOME_WORK_TEXT.openDashboard(first.title)}
            </Anchor>
          )}
        </HomeSectionEmpty>
      ) : (
        <ul className={classes.list}>
          {dashboards.map((dashboard) => (
            <li key={`${dashboard.path}?${dashboard.pageName}`} className={classes.row}>
              <Anchor
                component={Link}
                to={dashboard.path}
                // The topic's path is known at run time only, so the router cannot type its search.
                search={{ page: dashboard.pageName } as never}
                size="sm"
                fw={500}
                className={classes.name}
              >
                {dashboard.topicTitle}: {dashboard.pageTitle}
              </Anchor>
              <Text size="xs" c="dimmed">
                <time dateTime={new Date(dashboard.viewedAt).toISOString()}>
                  {HOME_WORK_TEXT.viewed(relativeTime(dashboard.viewedAt, now))}
                </time>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
