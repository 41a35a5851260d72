import { browserNavigation } from '@/shared/browser/browser-navigation';
import { browserSessionGeneration, joinSessionGeneration, tabSessionIsStale } from './session-generation';
import { clearTabStorage } from '@/shared/storage/browser-storage';

/**
 * A tab that holds an ended session (src/session/session-generation.ts) runs the end for itself
 * only: its own sessionStorage goes (the record of an un-remembered sign-in, its `token_info`, MSAL's
 * cache of this tab, its copy of the generation). Nothing else: the server's cookie session and the
 * provider's session may be the next person's now, and the tab that ended the session has done the rest.
 * True when the tab was stale.
 */
export function dropStaleTabSession(): boolean {
  if (!tabSessionIsStale()) return false;
  clearTabStorage();
  return true;
}

/**
 * The start has decided: a tab whose session ended while it started (another tab's end, whose
 * announcement a starting tab does not follow) loads again and starts afresh; a tab that signed in takes
 * the browser's session generation. One signed in from the cookie (`cookieGeneration`: the generation
 * its answer belonged to) joins only that one, never another or a new one: if it is gone, so is the
 * session. (No session store here: main.tsx's first download takes this module.)
 */
export function settleTabSession({
  signedIn,
  cookieGeneration,
}: {
  signedIn: boolean;
  cookieGeneration?: string;
}): void {
  const endedMeanwhile = cookieGeneration !== undefined && browserSessionGeneration() !== cookieGeneration;
  if (dropStaleTabSession() || (signedIn && endedMeanwhile)) browserNavigation.reload();
  else if (signedIn) joinSessionGeneration();
}

/**
 * A page that comes back (from the back/forward cache, or any `pageshow`) or a tab that becomes
 * visible checks that its session is still the browser's before it does anything more: a stale one
 * drops its own data and loads again, so nothing of the earlier session stays in memory either (the
 * start then finds the next person's session, or none). Returns the stop.
 */
export function watchForStaleTab(): () => void {
  const check = () => {
    if (dropStaleTabSession()) browserNavigation.reload();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('pageshow', check);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pageshow', check);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
