import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import classes from './sideways-strip.module.css';
import { useSidewaysStrip } from './use-sideways-strip';

/** The class names the row inside the strip adds to its own: the list that scrolls. */
export const sidewaysStripListClass = classes.list;

interface SidewaysStripProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onBlur'> {
  /** The element around the row: a `nav` for links (the topic bar), a `div` around a tab list. */
  component?: 'nav' | 'div';
  /** Which item of the row is the current one, kept in view (`[aria-current="page"]`, `[aria-selected="true"]`). */
  currentSelector: string;
  /** The current item's key (a page's name, a topic's slug): when it changes, that item is scrolled into view. */
  current?: string | null;
  /** The arrows' accessible names, e.g. "Scroll topics left" / "Scroll topics right". */
  arrowNames: { before: string; after: string };
  /** The element that scrolls, inside `children` (with `sidewaysStripListClass` among its classes, for the fades). */
  listRef: RefObject<HTMLElement | null>;
  /** The row itself. */
  children: ReactNode;
}

/**
 * A row of tabs or links that scrolls sideways when it does not fit: the side with more fades out,
 * with an arrow on it for the mouse (the keyboard walks the items, each scrolls into view; a finger
 * swipes, so phones show no arrows). The current item is kept in view. The topic bar and a report's
 * page tabs are both one. The arrows are measured in a layout effect, so they are in the first paint.
 */
export function SidewaysStrip({
  component: Root = 'div',
  currentSelector,
  current,
  arrowNames,
  listRef,
  children,
  className,
  ...rest
}: SidewaysStripProps) {
  const { edges, scrollBy, onBlur } = useSidewaysStrip(listRef, currentSelector, current);
  const arrows = [
    { edge: edges.start, side: 'before', direction: -1, name: arrowNames.before, Icon: IconChevronLeft },
    { edge: edges.end, side: 'after', direction: 1, name: arrowNames.after, Icon: IconChevronRight },
  ] as const;
  return (
    <Root
      {...rest}
      className={className ? `${classes.bar} ${className}` : classes.bar}
      data-sideways-strip
      data-more-before={edges.start || undefined}
      data-more-after={edges.end || undefined}
      onBlur={onBlur}
    >
      {children}
      {/* For the mouse: the keyboard walks the items, a finger swipes. */}
      {arrows
        .filter((arrow) => arrow.edge)
        .map(({ side, direction, name, Icon }) => (
          <button
            key={side}
            type="button"
            tabIndex={-1}
            className={classes.arrow}
            data-side={side}
            aria-label={name}
            onClick={() => scrollBy(direction)}
          >
            <Icon size={18} aria-hidden />
          </button>
        ))}
    </Root>
  );
}
