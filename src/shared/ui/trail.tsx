import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './trail.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb links to; the current page (usually the last item) has none. */
  to?: string;
}

/**
 * The one trail (R2.24; the eleventh grade, finding 1), wherever it is drawn: the header's and a page's row alike, so
 * there is one look (trail.module.css). The `Breadcrumb` landmark, its links and the current crumb's `aria-current`.
 * `current`: what the current crumb is drawn as (the header's page title); by default the last item's label.
 * `leadIn`: the current crumb is for screen readers only, since what follows the trail names the page.
 */
export function Trail({
  items,
  current,
  leadIn = false,
  className,
}: {
  items: readonly BreadcrumbItem[];
  current?: ReactNode;
  leadIn?: boolean;
  className?: string;
}) {
  const last = items[items.length - 1];
  return (
    <nav aria-label="Breadcrumb" className={className ? `${classes.trail} ${className}` : classes.trail}>
      <Breadcrumbs
        separator="/"
        separatorMargin={8}
        classNames={{
          root: leadIn ? `${classes.crumbs} ${classes.leadIn}` : classes.crumbs,
          separator: classes.separator,
          breadcrumb: classes.crumb,
        }}
      >
        {items.slice(0, -1).map((item, index) => (
          <Anchor key={`${item.label}-${index}`} component={Link} to={item.to ?? '/home'} title={item.label}>
            {item.label}
          </Anchor>
        ))}
        {current ?? (
          <Text span className={classes.current} aria-current="page">
            {last?.label}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
