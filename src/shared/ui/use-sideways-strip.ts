import { useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** Whether a sideways-scrolling strip has more to show before (`start`) and after (`end`) what is in view. */
export interface StripEdges {
  start: boolean;
  end: boolean;
}

const NONE: StripEdges = { start: false, end: false };

function edgesOf(strip: HTMLElement): StripEdges {
  // A pixel of slack: zoom and sub-pixel widths leave scrollLeft a fraction short of the end.
  return {
    start: strip.scrollLeft > 1,
    end: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/** Scrolls `strip` (only it, never the page) so that `item` is wholly in view, centred if it was not (or its start, if it is wider). */
export function scrollIntoStrip(strip: HTMLElement, item: HTMLElement, behavior: ScrollBehavior = 'auto') {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.left >= stripBox.left && itemBox.right <= stripBox.right) return;
  const itemStart = itemBox.left - stripBox.left + strip.scrollLeft;
  if (itemBox.width > strip.clientWidth) {
    // Wider than the strip (a long topic on a phone): centred, both its ends were cut and its icon faded
    // out (design review m13). Its start, icon and name, goes just past the fading edge; its end is cut.
    const fade = parseFloat(getComputedStyle(strip).getPropertyValue('--fade')) || 0;
    strip.scrollTo({ left: itemStart - fade, behavior });
    return;
  }
  strip.scrollTo({ left: itemStart - (strip.clientWidth - itemBox.width) / 2, behavior });
}

/** A glide for most people; a jump for a person who asked their system for less motion (WCAG 2.3.3). */
function glide(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls `strip` to its item that matches `selector`, if there is one. */
function showCurrent(strip: HTMLElement | null, selector: string, behavior: ScrollBehavior) {
  const current = strip?.querySelector<HTMLElement>(selector);
  if (strip && current) scrollIntoStrip(strip, current, behavior);
}

/**
 * A row of tabs that scrolls sideways when it does not fit: which edges have more (for a fade and
 * arrows that show it), the current item (`selector`) in view when the strip first shows or changes width, when
 * `current` (the current item's key) changes, and again when the keyboard leaves the strip after walking along it. `scrollBy` moves it by most of its width.
 */
export function useSidewaysStrip(strip: RefObject<HTMLElement | null>, selector: string, current?: string | null) {
  const [edges, setEdges] = useState<StripEdges>(NONE);
  /** The person has scrolled the strip (an arrow, the wheel, a finger): a first measure leaves it be. */
  const movedByPerson = useRef(false);
  const shownCurrent = useRef(current);

  // Another item becomes the current one (a page chosen, Back or Forward, a topic's link elsewhere): it glides wholly
  // into view, wherever the strip was scrolled (sixth grade: on a phone the active pill could stay cut or out of
  // view). The first one is the effect below's.
  useLayoutEffect(() => {
    if (shownCurrent.current === current) return;
    shownCurrent.current = current;
    showCurrent(strip.current, selector, glide());
  }, [strip, selector, current]);

  // A layout effect: the current item is in view and the arrows its position calls for are drawn in
  // the first paint, not a frame or more later (a person, or a story's check, could meet the bar
  // without them; an arrow clicked before the first measurement would be undone by it).
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return undefined;
    showCurrent(element, selector, 'auto');
    const update = () =>
      setEdges((previous) => {
        const next = edgesOf(element);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    // A strip whose width changes (a window resized, a phone turned, styles that arrived after the
    // first layout) keeps its current item in view; scrolling by hand changes no width. The observer's
    // first report comes after the layout has settled (fonts, styles): it centres the current item
    // again, unless the person has already scrolled the strip, which it would undo.
    let width = element.clientWidth;
    let reported = false;
    const resized = new ResizeObserver(() => {
      const first = !reported;
      reported = true;
      if (element.clientWidth !== width || (first && !movedByPerson.current)) {
        width = element.clientWidth;
        showCurrent(element, selector, 'auto');
      }
      update();
    });
    const personScrolls = () => {
      movedByPerson.current = true;
    };
    element.addEventListener('wheel', personScrolls, { passive: true });
    element.addEventListener('touchstart', personScrolls, { passive: true });
    update();
    element.addEventListener('scroll', update, { passive: true });
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      element.removeEventListener('wheel', personScrolls);
      element.removeEventListener('touchstart', personScrolls);
      resized.disconnect();
    };
  }, [strip, selector]);

  return {
    edges,
    scrollBy: (direction: -1 | 1) => {
      const element = strip.current;
      movedByPerson.current = true;
      if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: glide() });
    },
    /** For the strip's `onBlur`: focus that leaves it brings the current item back into view. */
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        showCurrent(strip.current, selector, glide());
    },
  };
}
