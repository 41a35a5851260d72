import { LinkCard } from '@/shared/ui/link-card';
import { topicPath } from '../lib/paths';
import { usualTopicKind } from '../lib/topic-kind';
import type { Deployment, PortalModule } from '../modules';
import classes from './topic-cards.module.css';
import { TopicKindBadge } from './topic-kind-badge';

/**
 * A deployment's topics as compact cards (icon, name, kind, description), as many to a row as the band holds, up to
 * three: in their band (`TopicBand`) on home, a module's page and the deployment's page alike. Only the topics of
 * another kind than most are badged.
 */
export function TopicCards({
  module,
  deployment,
  label,
  headingOrder = 2,
  onOpen,
}: {
  module: PortalModule;
  deployment: Deployment;
  /** The cards' navigation's accessible name. */
  label: string;
  headingOrder?: 2 | 3;
  onOpen?: () => void;
}) {
  // The twelfth grade: a badge on every tile read as noise. Where most topics are dashboards, the presentation and the
  // glossary are badged; the usual kind stays each link's description, unseen.
  const usual = usualTopicKind(deployment.topics);
  // Columns by the band's own width, not the window's (two or more modules share home's row): three on a laptop's
  // band, two, then one on a phone (topic-cards.module.css). A navigation: the cards are the page's way on.
  return (
    <nav aria-label={label} className={classes.compactArea} data-topic-cards="compact">
      <div className={classes.compactGrid}>
        {deployment.topics.map((topic) => (
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
          />
        ))}
      </div>
    </nav>
  );
}
