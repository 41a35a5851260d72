import { useLayoutEffect, type MouseEvent } from 'react';
import classes from './skip-link.module.css';
import { isFocusNowhere, shellArrived } from './tab-before-shell';

/** The id of the shell's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The skip link's id: where a Tab pressed before the shell was there ends (tab-before-shell.ts). */
const SKIP_LINK_ID = 'skip-link';

/**
 * "Skip to main content", the first focusable element of every signed-in page: past the header and
 * the rail, straight to the page's main heading (or the main area while the page loads).
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    target.tabIndex = -1;
    target.focus();
  }
  return (
    <a id={SKIP_LINK_ID} href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}

/** The id of the start of the signed-in page, before the skip link. */
const PAGE_START_ID = 'page-start';

/**
 * Puts focus at the start of the page when it is nowhere (on the body, or on an element that is gone),
 * so the first Tab reaches the skip link. When the shell arrives in place of a whole other page (the
 * sign-in form whose focused button is gone, the start-up spinner), the browser would otherwise go on
 * from where the removed element was, out of the app (to the Mock tools, or the browser's own
 * controls). Focus the person has put somewhere is theirs and left where it is, however late this
 * runs; a Tab they pressed before the shell was there has its effect now: the skip link.
 */
export function focusPageStartIfLost({ tabPressedBeforeShell = false } = {}): void {
  if (!isFocusNowhere()) return;
  const target = document.getElementById(tabPressedBeforeShell ? SKIP_LINK_ID : PAGE_START_ID);
  target?.focus({ preventScroll: true });
}

/** The start of the signed-in page: focused by script only (see `focusPageStartIfLost`), never tabbed to. */
export function PageStart() {
  // A layout effect: the focus is set as the shell is first painted, before a Tab on what shows (a
  // passive effect could run after it).
  useLayoutEffect(() => {
    const arrival = shellArrived();
    focusPageStartIfLost(arrival);
    return arrival.left;
  }, []);
  return <span id={PAGE_START_ID} tabIndex={-1} className={classes.pageStart} />;
}
