import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useContext, useLayoutEffect } from 'react';
import { useTrailFitsHeader } from './breakpoints';
import { HeaderTrailContext } from './header-trail';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb links to; the current page (usually the last item) has none. */
  to?: string;
}

/**
 * The trail above a page's content (R2.24): Home (/home), then the current project or
 * section; account pages use Home, Account, current section. Reused by the account feature.
 *
 * `inHeader`: a trail whose last crumb is the header's page title (R2.21) is drawn in the header, from the `lg`
 * breakpoint (1200 px) up, as dimmed links before that title (the tenth grade, finding 1: a row of its own named the
 * page a second time, 32 px above the topic strip). A narrower header has no room: there the trail keeps its row.
 */
export function PageBreadcrumbs({ items, inHeader = false }: { items: readonly BreadcrumbItem[]; inHeader?: boolean }) {
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
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return item.to && !isLast ? (
            <Anchor key={`${item.label}-${index}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={`${item.label}-${index}`} size="sm" c="dimmed" aria-current={isLast ? 'page' : undefined}>
              {item.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
