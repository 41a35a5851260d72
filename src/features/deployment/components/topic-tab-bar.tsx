import { Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { topicPath } from '../lib/paths';
import type { Deployment, PortalModule } from '../modules';
import classes from './topic-tab-bar.module.css';
import { TopicKindBadge } from './topic-kind-badge';

/**
 * The tab bar of a deployment's topics: each tab links to module slug + tab slug. The landing page
 * shows it as the way in, the solution detail page as the navigation between the six topics.
 */
export function TopicTabBar({
  module,
  deployment,
  activeSlug,
  label,
}: {
  module: PortalModule;
  deployment: Deployment;
  activeSlug?: string;
  label: string;
}) {
  const idPrefix = useId();
  return (
    <nav aria-label={label} className={classes.bar}>
      {/* On narrow screens the row scrolls sideways; the fading edge shows there is more. */}
      <Group gap={0} wrap="nowrap" component="ul" className={classes.list} data-testid="topic-tab-strip">
        {deployment.topics.map((topic) => {
          const active = topic.slug === activeSlug;
          const TopicIcon = topic.icon;
          const kindId = `${idPrefix}-${topic.slug.slice(1)}`;
          return (
            <li key={topic.slug}>
              <UnstyledButton
                component={Link}
                to={topicPath(module, topic)}
                className={classes.tab}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                // The link's name stays the topic's title; its kind is its description.
                aria-describedby={kindId}
              >
                <TopicIcon size={16} stroke={1.6} aria-hidden />
                <span>{topic.title}</span>
                <TopicKindBadge content={topic.content} size="xs" id={kindId} aria-hidden />
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
