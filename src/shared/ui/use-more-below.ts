import { useLayoutEffect, type RefObject } from 'react';

/** How close to the end a scroll area counts as at its end (a fractional scroll position never quite gets there). */
const AT_END = 1;

/**
 * Marks a scroll area `data-more-below` while there is more of it below what shows: at its top and midway, not at
 * its end, nor when it all fits. Its CSS fades its bottom edge then (`moreBelowFade` in the consumer's module), so a
 * line cut at the edge reads as "more below", not as the last one (eleventh grade, finding 6: the Definitions pane's
 * last entry was cut mid-line with no fade). Follows its scrolling and its own and its content's size changes.
 */
export function useMoreBelow(area: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const mark = () => {
      const more = element.scrollHeight - element.scrollTop - element.clientHeight > AT_END;
      element.toggleAttribute('data-more-below', more);
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    // Content that comes later (the entries after their loading line) changes the children observed.
    const children =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            for (const child of element.children) observer?.observe(child);
            mark();
          });
    children?.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('scroll', mark);
      observer?.disconnect();
      children?.disconnect();
    };
  }, [area]);
}
