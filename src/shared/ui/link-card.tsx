import { Card } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconHeading } from './icon-heading';
import classes from './link-card.module.css';

/**
 * A tile / card that acts as one link (icon, title, description): the title is the link, and its hit
 * area is stretched over the card, so the link's name stays the title alone.
 */
export function LinkCard({
  title,
  description,
  icon,
  to,
  headingOrder = 2,
  badge,
  onClick,
}: {
  title: string;
  description: string;
  icon: Icon;
  to: string;
  headingOrder?: 2 | 3;
  /** E.g. what kind of content the card leads to; shown under the title. */
  badge?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.card}>
      <IconHeading
        icon={icon}
        title={title}
        to={to}
        linkClassName={classes.link}
        onClick={onClick}
        headingOrder={headingOrder}
        description={description}
        descriptionGap={4}
      >
        {badge ? <div className={classes.badge}>{badge}</div> : null}
      </IconHeading>
    </Card>
  );
}
