import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isNavigationItemActive, type NavigationItem } from './navigation-items';
import classes from './side-rail.module.css';

/** Home and each module, with the module's own items (its deployment and topics) nested under it. */
function nestedItems(items: readonly NavigationItem[]) {
  const tree: { item: NavigationItem; children: NavigationItem[] }[] = [];
  for (const item of items) {
    const parent = tree.at(-1);
    if (item.depth === 1 && parent) parent.children.push(item);
    else tree.push({ item, children: [] });
  }
  return tree;
}

const EXACT_PAGE = { exact: true, includeSearch: false } as const;

/**
 * A link whose label the rail cuts short gets its whole name as a tooltip when pointed at; one that
 * fits gets none (a title that repeats the name would be read twice).
 */
function showNameIfCut(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const label = link.querySelector<HTMLElement>(`.${classes.label}`);
  if (!label) return;
  if (label.scrollWidth > label.clientWidth) link.title = label.textContent ?? '';
  else link.removeAttribute('title');
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The side navigation's links, shared by the desktop rail and the phone drawer, each module's topics
 * nested under it. Labels stay in the DOM when the rail is collapsed (only clipped), so every link
 * keeps its accessible name.
 *
 * With `roving` (the rail) the links are one tab stop, the current page's (or the first), and the
 * arrow keys, Home and End move between them (the rail lists Home and the modules; the phone's drawer, which does
 * not rove, each module's deployment and topics as well).
 */
export function NavigationLinks({
  items,
  pathname,
  oneLine = false,
  roving = false,
  onNavigate,
}: {
  items: readonly NavigationItem[];
  pathname: string;
  /**
   * In the rail labels keep one line (design review m11: wrapped names broke the list's rhythm): clipped
   * when collapsed, cut with an ellipsis when expanded, the whole name then on hover (`title`). In the
   * phone drawer, wider, a long name wraps.
   */
  oneLine?: boolean;
  roving?: boolean;
  onNavigate?: () => void;
}) {
  const pageIndex = items.findIndex((item) => item.path === pathname.replace(/\/+$/, ''));
  const activeIndex = Math.max(0, pageIndex);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? activeIndex;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const next = NEXT_KEYS[event.key];
    const root = event.currentTarget.closest('[data-nav-root]');
    if (!next || !root) return;
    const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-nav-index]')];
    const current = links.findIndex((link) => link === document.activeElement);
    if (current < 0) return;
    event.preventDefault();
    const target = next(current, links.length);
    setFocusIndex(target);
    links[target]?.focus();
  }

  function renderLink(item: NavigationItem) {
    const index = items.indexOf(item);
    const inCurrentSection = isNavigationItemActive(item, pathname);
    // One mark (design review m4; the ninth grade, finding 9, and Foundations' "marks the current page once"): the
    // pill goes to the page's own item, or, on a page the navigation does not list, to the item of its top-level
    // path (R2.20). A module whose topic is open stays in the default grey, in the rail and the drawer alike (its
    // tinted icon and label beside the topic's pill read as two current items); a screen reader still hears it as
    // the current section (`aria-current="true"`).
    const marked = pageIndex >= 0 ? index === pageIndex : inCurrentSection;
    const ItemIcon = item.icon;
    return (
      <NavLink
        component={Link}
        to={item.path}
        // The router's own `aria-current="page"` only on the page itself: its default (a fuzzy match)
        // called the module the page too while one of its topics was open.
        activeOptions={EXACT_PAGE}
        label={item.label}
        leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
        active={marked}
        variant="light"
        aria-current={inCurrentSection ? (index === pageIndex ? 'page' : 'true') : undefined}
        data-depth={item.depth}
        data-nav-index={index}
        tabIndex={roving ? (index === tabStop ? 0 : -1) : undefined}
        onFocus={roving ? () => setFocusIndex(index) : undefined}
        onBlur={roving ? () => setFocusIndex(null) : undefined}
        onKeyDown={roving ? onKeyDown : undefined}
        classNames={{ root: classes.link, label: classes.label }}
        noWrap={oneLine}
        onMouseEnter={oneLine ? showNameIfCut : undefined}
        onClick={onNavigate}
      />
    );
  }

  return (
    <ul className={classes.list} data-nav-root>
      {nestedItems(items).map(({ item, children }) => (
        <li key={item.path}>
          {renderLink(item)}
          {children.length > 0 && (
            <ul className={classes.list} data-nested aria-label={`${item.label} topics`}>
              {children.map((child) => (
                <li key={child.path}>{renderLink(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
