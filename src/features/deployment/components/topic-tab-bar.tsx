import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { SidewaysStrip, sidewaysStripListClass } from '@/shared/ui/sideways-strip';
import { SteadyLabel } from '@/shared/ui/steady-label';
import { topicPath } from '../lib/paths';
import type { Deployment, PortalModule } from '../modules';
import classes from './topic-tab-bar.module.css';
import { topicKindLabel } from '../lib/topic-kind';

/** The arrows' names (here, not in constants.ts, which home's first download brings). */
const ARROW_NAMES = { before: 'Scroll topics left', after: 'Scroll topics right' };

/**
 * The tab bar of a deployment's topics: each tab links to module slug + tab slug. The landing page
 * shows it as the way in, the solution detail page as the navigation between the six topics.
 * A 36 px strip of 14 px labels with their icons and no kind badges (the icon says the kind; cards and
 * the palette keep the badge: design review 2026-11-29, M2), so the six fit one row at 1280 px. Where
 * they do not (a phone), the row scrolls sideways, a fading edge with an arrow shows on each side that
 * has more, and the current topic is kept in view (on arrival, and when the keyboard leaves the row
 * after walking along it).
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
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <SidewaysStrip
      listRef={listRef}
      component="nav"
      aria-label={label}
      className={classes.bar}
      currentSelector='[aria-current="page"]'
      current={activeSlug}
      arrowNames={ARROW_NAMES}
    >
      <ul ref={listRef} className={`${sidewaysStripListClass} ${classes.list}`} data-testid="topic-tab-strip">
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
                // The link's name stays the topic's title; its kind, unseen, is its description.
                aria-describedby={kindId}
              >
                <TopicIcon size={16} stroke={1.6} aria-hidden />
                <SteadyLabel text={topic.title} />
              </UnstyledButton>
              {/* A description may point at hidden text: read with the link, never on its own. */}
              <span id={kindId} hidden>
                {topicKindLabel(topic.content)}
              </span>
            </li>
          );
        })}
      </ul>
    </SidewaysStrip>
  );
}
