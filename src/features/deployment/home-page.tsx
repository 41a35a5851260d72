import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHelpCircle, IconHistory } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
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

/** Direct links to every topic of the modules' 2024 deployments, each with what kind of content it is. */
function TopicLinks({ modules }: { modules: readonly PortalModule[] }) {
  const headingId = useId();
  const topics = modules.flatMap((module) =>
    (findDeployment2024(module)?.topics ?? []).map((topic) => ({ module, topic })),
  );
  if (topics.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        Go straight to a topic
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0} p={0}>
        {topics.map(({ module, topic }) => {
          const TopicIcon = topic.icon;
          return (
            <Group component="li" key={topicPath(module, topic)} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
              <TopicIcon size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor component={Link} to={topicPath(module, topic)} size="sm">
                {topic.title}
              </Anchor>
              <TopicKindBadge content={topic.content} size="xs" />
            </Group>
          );
        })}
      </SimpleGrid>
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
 * /home (R2.13, R2.14): a welcome and one tile per configured module, in 1, 2, 3 or 4 columns for
 * 1, 2, 3 or more tiles (fewer on narrow screens). Beside them, what an agent needs on arrival: the
 * page they left off on, direct links to the topics with their kind, and who to ask for help.
 */
export function HomePage({
  modules = portalModules,
  continueTarget = null,
}: {
  modules?: readonly PortalModule[];
  continueTarget?: ContinueTarget | null;
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
      <div className={classes.columns}>
        <Stack gap="lg">
          <SimpleGrid
            component="section"
            aria-label="Modules"
            data-columns={columns}
            cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }}
            spacing="lg"
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
          <TopicLinks modules={modules} />
        </Stack>
        <Stack gap="lg">
          {continueTarget && <ContinueCard target={continueTarget} />}
          <HelpCard />
        </Stack>
      </div>
    </PageContainer>
  );
}
