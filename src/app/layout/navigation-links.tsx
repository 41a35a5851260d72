import { NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isNavigationItemActive, type NavigationItem } from './navigation-items';
import classes from './side-rail.module.css';

/**
 * The side navigation's links, shared by the desktop rail and the phone drawer. Labels stay in the
 * DOM when the rail is collapsed (only clipped), so every link keeps its accessible name.
 */
export function NavigationLinks({
  items,
  pathname,
  collapsed = false,
  onNavigate,
}: {
  items: readonly NavigationItem[];
  pathname: string;
  /** In the collapsed rail labels stay on one line (clipped); otherwise long titles wrap. */
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Stack gap={2} component="ul" className={classes.list}>
      {items.map((item) => {
        const active = isNavigationItemActive(item, pathname);
        const ItemIcon = item.icon;
        return (
          <li key={item.path}>
            <NavLink
              component={Link}
              to={item.path}
              label={item.label}
              leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
              active={active}
              // Dark enough shades for 4.5:1 text contrast on the highlight.
              variant={item.depth === 0 ? 'filled' : 'light'}
              color={item.depth === 0 ? 'blue.8' : 'blue'}
              c={active && item.depth === 1 ? 'blue.9' : undefined}
              aria-current={active ? (pathname === item.path ? 'page' : 'true') : undefined}
              data-depth={item.depth}
              classNames={{ root: classes.link, label: classes.label }}
              noWrap={collapsed}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </Stack>
  );
}
