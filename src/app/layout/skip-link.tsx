import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the shell's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

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
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
