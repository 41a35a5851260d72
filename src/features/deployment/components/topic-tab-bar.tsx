import { UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useSidewaysStrip } from '@/shared/ui/use-sideways-strip';
import { topicPath } from '../lib/paths';
import type { Deployment, PortalModule } from '../modules';
import strip from '@/shared/ui/sideways-strip.module.css';
import classes from './topic-tab-bar.module.css';
import { TopicKindBadge } from './topic-kind-badge';

/** The arrows on the edges with more (their names here, not in constants.ts, which home's first download brings). */
const ARROWS = [
  { edge: 'start', side: 'before', direction: -1, name: 'Scroll topics left', Icon: IconChevronLeft },
  { edge: 'end', side: 'after', direction: 1, name: 'Scroll topics right', Icon: IconChevronRight },
] as const;

/**
 * The tab bar of a deployment's topics: each tab links to module slug + tab slug. The landing page
 * shows it as the way in, the solution detail page as the navigation between the six topics.
 * The six do not fit one row below about 1500 px: the row scrolls sideways, a fading edge with an
 * arrow shows on each side that has more, and the current topic is kept in view (on arrival, and when
 * the keyboard leaves the row after walking along it).
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
  const stripRef = useRef<HTMLUListElement>(null);
  const { edges, scrollBy, onBlur } = useSidewaysStrip(stripRef, '[aria-current="page"]');
  return (
    <nav
      aria-label={label}
      className={`${strip.bar} ${classes.bar}`}
      data-more-before={edges.start || undefined}
      data-more-after={edges.end || undefined}
      onBlur={onBlur}
    >
      <ul ref={stripRef} className={`${strip.list} ${classes.list}`} data-testid="topic-tab-strip">
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
      </ul>
      {/* For the mouse: the keyboard walks the links (each scrolls into view), a finger swipes. */}
      {ARROWS.filter((arrow) => edges[arrow.edge]).map(({ side, direction, name, Icon }) => (
        <button
          key={side}
          type="button"
          tabIndex={-1}
          className={strip.arrow}
          data-side={side}
          aria-label={name}
          onClick={() => scrollBy(direction)}
        >
          <Icon size={18} aria-hidden />
        </button>
      ))}
    </nav>
  );
}
