import { AppShell } from '@mantine/core';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { RAIL_COLLAPSED_WIDTH, RAIL_EXPANDED_WIDTH } from './constants';
import { useRailExpansion } from './use-rail-expansion';
import type { NavigationItem } from './navigation-items';
import { NavigationLinks } from './navigation-links';
import classes from './side-rail.module.css';

/**
 * The desktop side navigation: a 50 px icon rail that widens to 256 px over the page (the main area
 * stays offset by the collapsed width only), from the `sm` breakpoint up. Phones use the drawer.
 */
export function SideRail({ items, pathname }: { items: readonly NavigationItem[]; pathname: string }) {
  const { expanded, handlers } = useRailExpansion();
  const isPhone = useIsPhone();
  // Below `sm` the rail would only be hidden by CSS: not rendering it saves a phone almost half the
  // shell's elements on every signed-in start.
  if (isPhone) return null;
  return (
    <AppShell.Navbar
      component="nav"
      aria-label="Main navigation"
      visibleFrom="sm"
      className={classes.rail}
      data-expanded={expanded || undefined}
      style={{ width: expanded ? RAIL_EXPANDED_WIDTH : RAIL_COLLAPSED_WIDTH }}
      {...handlers}
    >
      <NavigationLinks items={items} pathname={pathname} oneLine roving />
    </AppShell.Navbar>
  );
}
