import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { config } from '@/config';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { PageContainer } from '@/shared/ui/page-container';
import { ModuleBand } from './components/module-band';
import { WorkColumns } from './components/work-columns';
import { usePageView } from './hooks/use-page-view';
import { tileColumns } from './lib/tile-columns';
import { HOME_PAGE_TITLE, welcomeHeading } from './constants';
import { portalModules, type PortalModule } from './modules';
import classes from './home-page.module.css';
import { PageHeading } from '@/shared/ui/page-heading';

/** The last visited page: the first row of home's recent list (`RecentDashboards`, composed by the route). */
export interface ContinueTarget {
  to: string;
  label: string;
}

/**
 * Who to contact about the engagement, from the configuration (`VITE_SUPPORT_*`): one card across the page under the
 * two columns, so it never stands alone in a column with a hole beside it. Its title and sentence on the left, its
 * contacts as a short list on the right (a seventh grade: title, sentence, address and hours ran as one long line at
 * 1280 and 1440); one under the other on a phone.
 */
/** Who answers, as the configuration gives it (`VITE_SUPPORT_*`). */
export type SupportContacts = typeof config.support;

function HelpCard({ support }: { support: SupportContacts }) {
  const headingId = useId();
  const { name, email, phone, hours } = support;
  const contacts = [
    email && (
      <li key="email">
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      </li>
    ),
    phone && (
      <li key="phone">
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
          {phone}
        </Anchor>
      </li>
    ),
    hours && (
      <li key="hours">
        <Text size="sm" c="dimmed" span>
          {hours}
        </Text>
      </li>
    ),
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <div className={classes.help}>
        <div className={classes.helpIntro}>
          <Group gap="xs" wrap="nowrap">
            <IconHelpCircle size={18} stroke={1.6} aria-hidden />
            <Title order={2} size="h5" id={headingId}>
              Need help?
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mt={2}>
            Questions about the engagement or the portal: {name}.
          </Text>
        </div>
        {contacts.length > 0 && <ul className={classes.helpContacts}>{contacts}</ul>}
      </div>
    </Paper>
  );
}

/**
 * /home (R2.13, R2.14, R10.8) with a shape (design review 2026-11-29, M4): a welcome ("Welcome back" with a page to go
 * back to, the name left to the header's greeting); the person's numbers first, what
 * a sales manager comes for (`numbers`, composed by the route: "Your numbers on home"); the modules in a band across
 * the page, each with its topics (one module spans the width; 1, 2, 3 or 4 columns for 1, 2, 3 or more); then two
 * columns that end together: the way back into their work (one "Recent" list, the page they left off on its first
 * row) and, narrower, their saved views; and who to ask, in one row across both. On a phone, for a person with a page
 * to go back to, their work comes before the modules: under the modules' list it lay two screens down (the sixteenth
 * grade), and a phone's drawer lists the same topics.
 */
export function HomePage({
  modules = portalModules,
  welcomeBack = false,
  recentDashboards = null,
  savedViews = null,
  numbers = null,
  support = config.support,
}: {
  modules?: readonly PortalModule[];
  /** There is a page to go back to (the recent list's first row): "Welcome back". */
  welcomeBack?: boolean;
  /** The person's way back: the page they left off on, then their recent dashboards (a section). */
  recentDashboards?: ReactNode;
  /** The person's saved views of every dashboard (a section). */
  savedViews?: ReactNode;
  /** The person's numbers (KPI tiles), full width above the modules: a slot the route fills. */
  numbers?: ReactNode;
  /** Who to ask: the configuration's (a story shows a carrier's contacts). */
  support?: SupportContacts;
}) {
  usePageView(HOME_PAGE_TITLE);
  const workFirst = useIsPhone() && welcomeBack;
  const columns = tileColumns(modules.length);
  const workColumns = <WorkColumns recentDashboards={recentDashboards} savedViews={savedViews} layout="home" />;

  return (
    <PageContainer>
      <PageHeading>{welcomeHeading(welcomeBack)}</PageHeading>
      {numbers ? (
        <div className={classes.numbers} data-home-slot="your-numbers">
          {numbers}
        </div>
      ) : null}
      {workFirst && workColumns}
      <SimpleGrid
        component="section"
        aria-label="Modules"
        data-columns={columns}
        cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }}
        spacing="lg"
      >
        {modules.map((module) => (
          <ModuleBand key={module.slug} module={module} />
        ))}
      </SimpleGrid>
      {!workFirst && workColumns}
      <HelpCard support={support} />
    </PageContainer>
  );
}
