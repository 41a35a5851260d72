import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { announce } from '@/shared/ui/live-announcer';

/** How long after a route change the new page may take to show its heading (its code loads lazily). */
export const ROUTE_FOCUS_WINDOW_MS = 5_000;

/** The page's main heading: the first level-1 heading in the main area. */
function mainHeadingIn(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/**
 * After every route change (not the first page load, whose focus starts at the top with the skip
 * link) focus moves to the new page's main heading and its title is announced, so keyboard and
 * screen-reader users land where a sighted user looks. The page may still be loading: the heading
 * is awaited for a few seconds, and focus the user has moved elsewhere meanwhile is never taken.
 * A link to a place in a page (a `#hash`) leaves focus to that page.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const hash = useRouterState({ select: (state) => state.resolvedLocation?.hash });
  const previousHref = useRef<string | undefined>(undefined);

  useEffect(() => {
    const firstLoad = previousHref.current === undefined;
    const samePage = previousHref.current === href;
    previousHref.current = href;
    const main = mainRef.current;
    if (firstLoad || samePage || href === undefined || !main || hash) return undefined;

    const startFocus = document.activeElement;
    let focusedHeading: HTMLElement | null = null;
    let announced = false;
    // Focus the user put into the page, or into a field, is theirs; focus left on the link or button
    // that caused the change (or handed back by a closing dialog) is not.
    const userMovedFocus = () => {
      const active = document.activeElement;
      if (active === null || active === document.body || active === startFocus || active === focusedHeading) {
        return false;
      }
      return main.contains(active) || active.matches('input, textarea, select, [contenteditable="true"]');
    };
    const settle = () => {
      if (userMovedFocus()) return stop();
      const heading = mainHeadingIn(main);
      if (!heading || heading === document.activeElement) return undefined;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      focusedHeading = heading;
      if (!announced) {
        announced = true;
        // The page sets its title as it mounts; read it a moment later.
        requestAnimationFrame(() => announce(useSessionStore.getState().pageTitle));
      }
      return undefined;
    };
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => stop(), ROUTE_FOCUS_WINDOW_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    settle();
    return stop;
  }, [href, hash, mainRef]);
}
