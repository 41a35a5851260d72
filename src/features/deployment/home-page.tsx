import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHelpCircle, IconHistory } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment, useId, type ReactNode } from 'react';
import { config } from '@/config';
import { useCurrentUser } from '@/session/signed-in';
import { LinkCard } from '@/shared/ui/link-card';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicKindBadge } from './components/topic-kind-badge';
import { usePageView } from './hooks/use-page-view';
import { modulePath, topicPath } from './lib/paths';
import { findDeployment2024 } from './lib/slugs';
import { tileColumns } from './lib/tile-columns';
import { HOME_PAGE_TITLE, welcomeHeading } from './constants';
import { portalModules, type PortalModule } from './modules';
import classes from './home-page.module.css';

/** The last visited page, offered as "Continue where you left off". */
export interface ContinueTarget {
  to: string;
  label: string;
}

function ContinueCard({ target }: { target: ContinueTarget }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap" mb={6}>
        <IconHistory size={18} stroke={1.6} aria-hidden />
        <Title order={2} size="h5" id={headingId}>
          Continue where you left off
        </Title>
      </Group>
      <Anchor component={Link} to={target.to} fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          {target.label}
          <IconArrowRight size={16} aria-hidden />
        </Group>
      </Anchor>
    </Paper>
  );
}

/**
 * Direct links to every topic of the modules' 2024 deployments, each with what kind of content it is;
 * with more than one module, under each module's name (the same topic titles recur from module to
 * module: design review m10).
 */
function TopicLinks({ modules }: { modules: readonly PortalModule[] }) {
  const headingId = useId();
  const groups = modules
    .map((module) => ({ module, topics: findDeployment2024(module)?.topics ?? [] }))
    .filter((group) => group.topics.length > 0);
  if (groups.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        Go straight to a topic
      </Title>
      {groups.map(({ module, topics }) => (
        <Fragment key={module.slug}>
          {groups.length > 1 && (
            <Title order={3} size="h6" c="dimmed" mt="xs" mb={4}>
              {module.title}
            </Title>
          )}
          <Stack component="ul" gap={6} m={0} p={0}>
            {topics.map((topic) => {
              const TopicIcon = topic.icon;
              return (
                <Group
                  component="li"
                  key={topicPath(module, topic)}
                  gap="xs"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <TopicIcon size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor component={Link} to={topicPath(module, topic)} size="sm">
                    {topic.title}
                  </Anchor>
                  <TopicKindBadge content={topic.content} size="xs" />
                </Group>
              );
            })}
          </Stack>
        </Fragment>
      ))}
    </Paper>
  );
}

/** Who to contact about the engagement, from the configuration (`VITE_SUPPORT_*`). */
function HelpCard() {
  const headingId = useId();
  const { name, email, phone, hours } = config.support;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap" mb={6}>
        <IconHelpCircle size={18} stroke={1.6} aria-hidden />
        <Title order={2} size="h5" id={headingId}>
          Need help?
        </Title>
      </Group>
      <Text size="sm">Questions about the engagement or the portal: {name}.</Text>
      <Stack gap={2} mt={6}>
        {email && (
          <Anchor href={`mailto:${email}`} size="sm">
            {email}
          </Anchor>
        )}
        {phone && (
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
            {phone}
          </Anchor>
        )}
        {hours && (
          <Text size="sm" c="dimmed">
            {hours}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /home (R2.13, R2.14, R10.8): a welcome and one tile per configured module, in 1, 2, 3 or 4 columns
 * for 1, 2, 3 or more tiles (fewer on narrow screens), across the page so four tiles keep their
 * width. Below them, the person's way back into their work (their recent dashboards and saved views,
 * which the app layer composes: they come from the reports feature and the session) beside what an
 * agent needs on arrival: the page they left off on, the topics with their kind, and who to ask.
 */
export function HomePage({
  modules = portalModules,
  continueTarget = null,
  recentDashboards = null,
  savedViews = null,
  numbers = null,
}: {
  modules?: readonly PortalModule[];
  continueTarget?: ContinueTarget | null;
  /** The person's recently viewed dashboards (a section). */
  recentDashboards?: ReactNode;
  /** The person's saved views of every dashboard (a section). */
  savedViews?: ReactNode;
  /** The person's headline KPIs, live from the dashboards (a section; issue 60). */
  numbers?: ReactNode;
}) {
  usePageView(HOME_PAGE_TITLE);
  const firstName = useCurrentUser()?.fname ?? '';
  const columns = tileColumns(modules.length);

  return (
    <PageContainer>
      <div>
        <Title order={1} size="h2">
          {welcomeHeading(firstName)}
        </Title>
        <Text c="dimmed" mt={4}>
          Choose a module to review its analytics.
        </Text>
      </div>
      <SimpleGrid
        component="section"
        aria-label="Modules"
        data-columns={columns}
        cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }}
        spacing="lg"
        className={classes.tiles}
        style={{ '--home-tile-columns': columns }}
      >
        {modules.map((module) => (
          <LinkCard
            key={module.slug}
            title={module.title}
            description={module.description}
            icon={module.icon}
            to={modulePath(module)}
          />
        ))}
      </SimpleGrid>
      {numbers && <div data-home-slot="your-numbers">{numbers}</div>}
      <div className={classes.columns}>
        {recentDashboards}
        {savedViews}
        <Stack gap="lg" className={classes.aside}>
          {continueTarget && <ContinueCard target={continueTarget} />}
          <TopicLinks modules={modules} />
          <HelpCard />
        </Stack>
      </div>
    </PageContainer>
  );
}
