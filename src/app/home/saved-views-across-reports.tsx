import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { savedViewsQueryOptions } from '@/features/reports/saved-views-list';
import { useCurrentUser } from '@/session/signed-in';
import { formatDate } from '@/shared/dates/format-date';
import { FormAlert } from '@/shared/ui/form-alert';
import type { PortalModule } from '@/features/deployment';
import { HOME_SAVED_TEXT, HOME_SAVED_VIEWS_SHOWN, HOME_WORK_TEXT, type WorkSectionText } from './constants';
import { dashboardTopics } from './dashboard-topics';
import { HomeSection, HomeSectionEmpty } from './home-section';
import classes from './home-sections.module.css';
import { RetryButton } from '@/shared/ui/retry-button';

/** Three rows the size of the list's, while it loads (announced once, by name). */
function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label={HOME_WORK_TEXT.loading}>
      {[0, 1, 2].map((row) => (
        <div key={row}>
          <Skeleton height={14} width="70%" radius="sm" />
          <Skeleton height={10} width="45%" radius="sm" mt={6} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * The signed-in person's saved views of every configured report (R10.4: the backend keeps them per
 * report), the latest changed first, each a link that opens its dashboard in the view (`?saved=<id>`:
 * an id only its owner can read, never the share id, which any signed-in person could open). A module's page lists
 * the views of that module's reports only, under its own heading.
 */
export function SavedViewsAcrossReports({
  module,
  text = HOME_SAVED_TEXT,
}: {
  /** Only this module's reports (its landing page); without it, every configured report (home). */
  module?: PortalModule;
  text?: WorkSectionText;
} = {}) {
  const owner = useCurrentUser()?.username ?? '';
  const topics = dashboardTopics(module ? [module] : undefined);
  const answers = useQueries({
    queries: topics.map((topic) => ({ ...savedViewsQueryOptions(owner, topic.reportId), enabled: owner !== '' })),
  });
  const failed = answers.filter((answer) => answer.isError);
  const views = topics
    .flatMap((topic, index) => (answers[index]?.data ?? []).map((view) => ({ view, topic })))
    .sort((a, b) => b.view.updatedAt.localeCompare(a.view.updatedAt));

  let body;
  if (answers.some((answer) => answer.isPending)) body = <ListSkeleton />;
  else if (views.length === 0 && failed.length === 0)
    body = <HomeSectionEmpty title={text.emptyTitle} hint={text.emptyHint} />;
  else
    body = (
      <Stack gap="sm">
        {failed.length > 0 && (
          <FormAlert title={HOME_WORK_TEXT.loadFailed}>
            <Text size="sm">{HOME_WORK_TEXT.loadFailedHint}</Text>
            <RetryButton
              mt="xs"
              loading={failed.some((answer) => answer.isFetching)}
              onClick={() => failed.forEach((answer) => void answer.refetch())}
            >
              {HOME_WORK_TEXT.tryAgain}
            </RetryButton>
          </FormAlert>
        )}
        {views.length > 0 && (
          <ul className={classes.list}>
            {views.slice(0, HOME_SAVED_VIEWS_SHOWN).map(({ view, topic }) => (
              <li key={view.id} className={classes.row}>
                <Anchor
                  component={Link}
                  to={topic.path}
                  // The topic's path is known at run time only, so the router cannot type its search.
                  search={{ saved: view.id } as never}
                  size="sm"
                  fw={500}
                  className={classes.name}
                >
                  {view.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {HOME_WORK_TEXT.savedOn(topic.title, formatDate(view.updatedAt))}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {views.length > HOME_SAVED_VIEWS_SHOWN && (
          <Text size="xs" c="dimmed">
            {HOME_WORK_TEXT.more(views.length - HOME_SAVED_VIEWS_SHOWN)}
          </Text>
        )}
      </Stack>
    );

  return (
    <HomeSection title={text.title} icon={IconBookmarks}>
      {body}
    </HomeSection>
  );
}
