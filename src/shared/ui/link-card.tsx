import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './link-card.module.css';

/**
 * A tile / card that acts as one link (icon, title, description): the title is the link, and its hit
 * area is stretched over the card, so the link's name stays the title alone.
 */
export function LinkCard({
  title,
  description,
  icon: CardIcon,
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
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <CardIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Title order={headingOrder} size="h4">
            <Link to={to} className={classes.link} onClick={onClick}>
              {title}
            </Link>
          </Title>
          {badge ? <div className={classes.badge}>{badge}</div> : null}
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
