import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicTabBar } from './components/topic-tab-bar';
import { usePageView } from './hooks/use-page-view';
import { moduleTrail } from './lib/paths';
import type { ResolvedTopic } from './lib/slugs';
import classes from './solution-detail-page.module.css';

type SolutionDetailProps = ResolvedTopic & { children?: ReactNode };

function SolutionDetail({ module, deployment, topic, children }: SolutionDetailProps) {
  // The page title is the topic's title, and the visit is recorded as a "Page changed" activity.
  usePageView(topic.title);
  return (
    <PageContainer>
      <div className={classes.page}>
        <div className={classes.trail}>
          <PageBreadcrumbs items={moduleTrail(module, deployment, topic)} inHeader />
        </div>
        <TopicTabBar
          module={module}
          deployment={deployment}
          activeSlug={topic.slug}
          label={`${deployment.title} navigation`}
        />
        {/* The content gets the screen (design review 2026-11-29, M1; a ninth grade counted the glossary's title four
            times): the header, the trail and the strip already name the topic, so its heading is for screen readers
            only, on every kind. Its description: a dashboard's in the toolbar's "About this dashboard", the glossary's
            in its "About this glossary" (the route hands it to each); the presentation's card says what it is, and
            the description stays with the heading for screen readers. */}
        <VisuallyHidden>
          <h1>{topic.title}</h1>
          {topic.content.kind === 'presentation' ? <p>{topic.description}</p> : null}
        </VisuallyHidden>
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
