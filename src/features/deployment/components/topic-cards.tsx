import { SimpleGrid } from '@mantine/core';
import { LinkCard } from '@/shared/ui/link-card';
import { topicPath } from '../lib/paths';
import { usualTopicKind } from '../lib/topic-kind';
import type { Deployment, PortalModule } from '../modules';
import classes from './topic-cards.module.css';
import { TopicKindBadge } from './topic-kind-badge';

/**
 * A deployment's topics as cards (icon, name, kind, description), three to a row on a laptop: the
 * deployment page's content, and the module landing page's under its deployment's heading. Home's compact cards
 * badge only the topics of another kind than most.
 */
export function TopicCards({
  module,
  deployment,
  label,
  landmark = 'section',
  headingOrder = 2,
  onOpen,
  compact = false,
}: {
  module: PortalModule;
  deployment: Deployment;
  /** The grid's accessible name. */
  label: string;
  /** A region, or a navigation where the cards are the page's way on. */
  landmark?: 'section' | 'nav';
  headingOrder?: 2 | 3;
  onOpen?: () => void;
  /** Home's module band: compact cards (`LinkCard`'s `compact`), closer together. */
  compact?: boolean;
}) {
  // Home badges only the exceptions (the twelfth grade: a badge on every tile read as noise): where most topics are
  // dashboards, the presentation and the glossary. The usual kind stays each link's description, unseen.
  const usual = compact ? usualTopicKind(deployment.topics) : null;
  const cards = deployment.topics.map((topic) => (
    <LinkCard
      key={topic.slug}
      title={topic.title}
      description={topic.description}
      icon={topic.icon}
      to={topicPath(module, topic)}
      headingOrder={headingOrder}
      badge={<TopicKindBadge content={topic.content} />}
      badgeHidden={topic.content.kind === usual}
      onClick={onOpen}
      compact={compact}
    />
  ));
  if (compact) {
    // Columns by the band's own width, not the window's (two or more modules share home's row): three on a laptop's
    // band, two, then one on a phone (topic-cards.module.css).
    const Landmark = landmark;
    return (
      <Landmark aria-label={label} className={classes.compactArea} data-topic-cards="compact">
        <div className={classes.compactGrid}>{cards}</div>
      </Landmark>
    );
  }
  return (
    <SimpleGrid component={landmark} aria-label={label} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards}
    </SimpleGrid>
  );
}
