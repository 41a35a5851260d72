import { create } from 'zustand';
import { readBrowserWide, writeBrowserWide } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { SESSION_TIMING } from './constants';
import { session } from './session';

/**
 * When "Are you still there?" shows in this tab: the time (ms since the epoch) the idle time-out ends
 * the session, from the last use of any tab; null while no warning shows.
 */
export const useIdleWarningStore = create<{ signOutAt: number | null }>()(() => ({ signOutAt: null }));

/** When the warning's time-out ends the session, or null while no warning shows (a React hook). */
export function useIdleWarning(): number | null {
  return useIdleWarningStore((state) => state.signOutAt);
}

const warningShows = () => useIdleWarningStore.getState().signOutAt !== null;

/**
 * What says a person is at the computer: their input (pointer moves are left out: a bumped mouse is
 * not use), and their work inside an embedded report, whose frame is another site's: powerbi-client
 * raises the report's events as DOM events on its container, which bubble to the document.
 */
const USE_EVENTS = [
  'keydown',
  'pointerdown',
  'wheel',
  'touchstart',
  'visualClicked',
  'pageChanged',
  'dataSelected',
  'buttonClicked',
] as const;

/**
 * Marks the warning's own content: a press there is an answer ("Stay signed in" or "Sign out now"),
 * not use; counted as use it would close the warning under the pointer before "Sign out now" is clicked.
 */
export const IDLE_WARNING_ANSWERS = 'data-idle-warning-answers';

const isWarningAnswer = (event: Event) =>
  event.target instanceof Element && event.target.closest(`[${IDLE_WARNING_ANSWERS}]`) !== null;

interface Watch {
  lastUseHere: number;
  lastShared: number;
  lastKeepAlive: number;
  keepAliveTimer?: ReturnType<typeof setTimeout>;
  checkTimer?: ReturnType<typeof setTimeout>;
}

/** Past the idle time-out a shared last use says nothing any more: the cookie (where one stands in) lapses then. */
const LAST_USE_COOKIE_MAX_AGE_S = SESSION_TIMING.idleTimeoutMs / 1000;

/**
 * The last use of any tab of the portal: this tab's, or another's as it shared it browser-wide
 * (localStorage, or a cookie where the browser blocks localStorage: then no storage event tells this
 * tab, and it reads the other tabs' use at each of its own checks, before it warns or ends).
 */
function lastUseAt(watch: Watch): number {
  const shared = Number(readBrowserWide(storageKeys.lastInputAt));
  // Never in the future: a planted far-future last use would keep a session alive for ever.
  const believable = Number.isFinite(shared) && shared <= Date.now() ? shared : 0;
  return Math.max(watch.lastUseHere, believable);
}

/**
 * Tells the server, at most once a minute and at the end of a burst of use (trailing), so the
 * server's idle time never runs out before the portal's: no call per keystroke.
 */
function keepAliveSoon(watch: Watch): void {
  if (watch.keepAliveTimer !== undefined) return;
  const wait = Math.max(0, watch.lastKeepAlive + SESSION_TIMING.keepAliveEveryMs - Date.now());
  watch.keepAliveTimer = setTimeout(() => {
    watch.keepAliveTimer = undefined;
    watch.lastKeepAlive = Date.now();
    // A 401 ends the session through the API client, as every call's does.
    session.keepAlive().catch(() => undefined);
  }, wait);
}

/** Shows the warning, ends the session, or waits for the next point in time that matters. */
function check(watch: Watch): void {
  clearTimeout(watch.checkTimer);
  const lastUse = lastUseAt(watch);
  const idleFor = Date.now() - lastUse;
  if (idleFor >= SESSION_TIMING.idleTimeoutMs) {
    useIdleWarningStore.setState({ signOutAt: null });
    void session.signOut('idle'); // the session's one end, as every other reason's
    return;
  }
  const warnFrom = SESSION_TIMING.idleTimeoutMs - SESSION_TIMING.idleWarningMs;
  const warning = idleFor >= warnFrom;
  // The deadline moves only with use, which closes the warning; another tab's use (read here) moves it too.
  const signOutAt = warning ? lastUse + SESSION_TIMING.idleTimeoutMs : null;
  if (useIdleWarningStore.getState().signOutAt !== signOutAt) useIdleWarningStore.setState({ signOutAt });
  watch.checkTimer = setTimeout(() => check(watch), (warning ? SESSION_TIMING.idleTimeoutMs : warnFrom) - idleFor);
}

function used(watch: Watch, { shareNow = false } = {}): void {
  const now = Date.now();
  // The deadline passed while the computer slept or the tab was frozen (no timer ran then): the session
  // is over, and this first event after waking must not keep it alive.
  if (now - lastUseAt(watch) >= SESSION_TIMING.idleTimeoutMs) {
    check(watch);
    return;
  }
  watch.lastUseHere = now;
  // While the warning shows, every tab must hear at once (theirs closes too).
  if (shareNow || warningShows() || now - watch.lastShared >= SESSION_TIMING.shareUseEveryMs) {
    watch.lastShared = now;
    writeBrowserWide(storageKeys.lastInputAt, String(now), LAST_USE_COOKIE_MAX_AGE_S);
  }
  keepAliveSoon(watch);
  if (warningShows()) check(watch);
}

let current: { watch: Watch; stayed: () => void } | null = null;

/** "Stay signed in": counts as use, in every tab and at the server, now. */
export function staySignedIn(): void {
  current?.stayed();
}

/**
 * Watches this tab for the idle time-out of a session without "Remember me": 30 minutes without use
 * of ANY tab of the portal (each tab shares its use in localStorage and hears the others' through
 * storage events) end the session (the one end); a warning shows 2 minutes before. Work in a
 * dashboard counts. Returns the stop.
 */
export function watchIdleTime(): () => void {
  const now = Date.now();
  const watch: Watch = { lastUseHere: now, lastShared: 0, lastKeepAlive: now };
  const onUse = (event?: Event) => {
    if (!event || !isWarningAnswer(event)) used(watch);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.lastInputAt) check(watch);
  };
  // Clicking into an embedded report moves focus into its frame: the page only sees its own blur.
  const onBlur = () => {
    if (document.activeElement instanceof HTMLIFrameElement) onUse();
  };
  for (const name of USE_EVENTS) document.addEventListener(name, onUse, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  window.addEventListener('blur', onBlur);
  current = {
    watch,
    stayed: () => {
      used(watch, { shareNow: true });
      clearTimeout(watch.keepAliveTimer);
      watch.keepAliveTimer = undefined;
      watch.lastKeepAlive = 0;
      keepAliveSoon(watch);
      check(watch);
    },
  };
  check(watch);
  return () => {
    for (const name of USE_EVENTS) document.removeEventListener(name, onUse, { capture: true });
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('blur', onBlur);
    clearTimeout(watch.checkTimer);
    clearTimeout(watch.keepAliveTimer);
    useIdleWarningStore.setState({ signOutAt: null });
    if (current?.watch === watch) current = null;
  };
}
