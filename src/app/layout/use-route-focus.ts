import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { shownPageTitle } from '@/shared/browser/shown-page-title';
import { isSignedInPagePath } from '@/shared/browser/app-paths';
import { takeWorkplaceSignInReturn } from '@/shared/browser/workplace-sign-in-return';
import { announce } from '@/shared/ui/live-announcer';
import { focusPageStartIfLost } from './skip-link';

/** How long after a route change the new page may take to show its heading (its code loads lazily). */
const ROUTE_FOCUS_WINDOW_MS = 5_000;

/** How long the page must stay on one heading before its title is announced. */
const ANNOUNCE_DELAY_MS = 250;

/** The page's main heading: the first level-1 heading in the main area. */
function mainHeadingIn(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/**
 * After every route change (not the first page load, nor the arrival from the sign-in page, whose
 * focus starts at the top with the skip link) focus moves to the new page's main heading and its title is announced, so keyboard and
 * screen-reader users land where a sighted user looks. The page may still be loading: the heading
 * is awaited for a few seconds, and focus the user has moved elsewhere meanwhile is never taken.
 * A link to a place in a page (a `#hash`) leaves focus to that page, and so does a change of the
 * search alone.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  // The path, not the whole href: a change of the search alone (a dashboard's `?page=`) is a state
  // of the same page, chosen where the user's focus is, and focus stays there.
  const href = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const hash = useRouterState({ select: (state) => state.resolvedLocation?.hash });
  const previousHref = useRef<string | undefined>(undefined);

  useEffect(() => {
    // The shell's first page, and the first page after a whole other one (the sign-in page, which the
    // shell may still be on while the next page loads): focus starts at the top, before the skip link.
    // Back from the workplace sign-in (a step within the signed-in portal, outside the shell) is a
    // navigation like any other: focus goes to the page's heading.
    const arrived =
      !(href !== undefined && takeWorkplaceSignInReturn()) &&
      (previousHref.current === undefined || !isSignedInPagePath(previousHref.current));
    const samePage = previousHref.current === href;
    previousHref.current = href;
    const main = mainRef.current;
    if (arrived) {
      focusPageStartIfLost();
      return undefined;
    }
    if (samePage || href === undefined || !main || hash) return undefined;

    const startFocus = document.activeElement;
    let focusedHeading: HTMLElement | null = null;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    // Focus the user put into the page, or into a field, is theirs; focus left on the link or button
    // that caused the change (or handed back by a closing dialog) is not.
    const userMovedFocus = () => {
      const active = document.activeElement;
      if (active === null || active === document.body || active === startFocus || active === focusedHeading) {
        return false;
      }
      return main.contains(active) || active.matches('input, textarea, select, [contenteditable="true"]');
    };
    let announcedHeading: HTMLElement | null = null;
    const settle = () => {
      if (userMovedFocus()) return stop();
      const heading = mainHeadingIn(main);
      if (!heading) return undefined;
      if (heading !== document.activeElement) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        focusedHeading = heading;
      }
      // The previous page's heading may be focused for a moment before the new one shows; the title
      // is announced once the page has settled (it sets its title as it mounts).
      if (heading !== announcedHeading) {
        announcedHeading = heading;
        clearTimeout(announceTimer);
        announceTimer = setTimeout(() => announce(shownPageTitle()), ANNOUNCE_DELAY_MS);
      }
      return undefined;
    };
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => stop(), ROUTE_FOCUS_WINDOW_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    const cleanup = () => {
      stop();
      clearTimeout(announceTimer);
    };
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    settle();
    return cleanup;
  }, [href, hash, mainRef]);
}
