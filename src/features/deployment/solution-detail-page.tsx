import type { ReactNode } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicTabBar } from './components/topic-tab-bar';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail } from './lib/paths';
import type { ResolvedTopic } from './lib/slugs';
import classes from './solution-detail-page.module.css';
import { PageHeading } from '@/shared/ui/page-heading';

type SolutionDetailProps = ResolvedTopic & { children?: ReactNode };

function SolutionDetail({ module, deployment, topic, children }: SolutionDetailProps) {
  // The page title is the topic's title, and the visit is recorded as a "Page changed" activity.
  usePageView(topic.title);
  return (
    <PageContainer>
      <div className={classes.page}>
        <div className={classes.trail}>
          <PageBreadcrumbs items={moduleTrail(module, deployment, topic)} />
        </div>
        <TopicTabBar
          module={module}
          deployment={deployment}
          activeSlug={topic.slug}
          label={`${deployment.title} navigation`}
        />
        {topic.content.kind === 'dashboard' ? (
          // The report gets the screen (design review 2026-11-29, M1): the header, the trail and the
          // strip already name the topic, so its heading is for screen readers only, and its
          // description is in the toolbar's "About this dashboard" (the route hands it to the report).
          <VisuallyHidden>
            <h1>{topic.title}</h1>
          </VisuallyHidden>
        ) : (
          <div>
            <PageHeading>{topic.title}</PageHeading>
            <Text c="dimmed" mt={2} className={classes.description}>
              {topic.description}
            </Text>
          </div>
        )}
        {children}
      </div>
    </PageContainer>
  );
}

/**
 * /{project}-2024/{slug} (R2.34-R2.39): breadcrumbs, the topic navigation,
 * the title, and the topic's content, which the route composes from the topic's `content` kind.
 * The route resolves the topic (or shows the not-found page).
 */
export function SolutionDetailPage(props: SolutionDetailProps) {
  // Not keyed by topic: moving between dashboards keeps the report's frame, into which the next report
  // loads (reports feature); each content starts afresh on its own (a report by its id, another kind
  // by its type).
  return <SolutionDetail {...props} />;
}
