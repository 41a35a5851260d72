import { Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { topicPath } from '../lib/paths';
import type { Deployment, PortalModule } from '../modules';
import classes from './topic-tab-bar.module.css';

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
  return (
    <nav aria-label={label} className={classes.bar}>
      <Group gap={0} wrap="nowrap" component="ul" className={classes.list}>
        {deployment.topics.map((topic) => {
          const active = topic.slug === activeSlug;
          const TopicIcon = topic.icon;
          return (
            <li key={topic.slug}>
              <UnstyledButton
                component={Link}
                to={topicPath(module, topic)}
                className={classes.tab}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                <TopicIcon size={16} stroke={1.6} aria-hidden />
                <span>{topic.title}</span>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
