import {
  hasMsalKeys,
  readBrowserWide,
  readString,
  removeBrowserWide,
  removeKey,
  writeBrowserWide,
  writeString,
} from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { hasStoredUserInfoIn } from './stored-user-info';

/**
 * Which session of this browser a tab's data belongs to (docs/security.md, "How a session ends"). A
 * sign-in makes a random generation, kept browser-wide; every tab that holds the session copies it into
 * its own sessionStorage; the session's end removes the browser-wide one. A tab that was away while the
 * session ended (on another site, discarded, in the back/forward cache, still loading) finds its copy
 * differs, and knows its record, its `token_info` and its MSAL cache belong to a session that is over,
 * whatever happened since (the next person may have signed in: a new generation).
 */
const KEY = storageKeys.sessionGeneration;

/** The cookie outlives the longest session (30 days with "Remember me"); the end removes it sooner. */
const COOKIE_MAX_AGE_S = 31 * 24 * 3600;

function newGeneration(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser's current generation (a cookie stands in for a blocked localStorage), or null: no session. */
export function browserSessionGeneration(): string | null {
  return readBrowserWide(KEY);
}

function keepGeneration(generation: string): void {
  writeBrowserWide(KEY, generation, COOKIE_MAX_AGE_S);
  writeString(KEY, generation, 'tab');
}

/** A sign-in begins a session: a new generation, browser-wide and this tab's. */
export function beginSessionGeneration(): void {
  keepGeneration(newGeneration());
}

/**
 * A tab that starts in the browser's current session (its stored record, or the server's cookie
 * session) takes its generation; a session signed in before generations existed gets one now.
 */
export function joinSessionGeneration(): void {
  keepGeneration(browserSessionGeneration() ?? newGeneration());
}

/**
 * The session's end, before anything else of it: from now on every other tab's copy is stale. This
 * tab's copy goes too: it is ending its session itself.
 */
export function endSessionGeneration(): void {
  removeBrowserWide(KEY);
  removeKey(KEY, 'tab');
}

/** Whether this tab's sessionStorage holds anything of a session (a record, a dashboard token, MSAL's cache). */
function tabHoldsSessionData(): boolean {
  return hasStoredUserInfoIn('tab') || readString(storageKeys.dashboardToken, 'tab') !== null || hasMsalKeys('tab');
}

/**
 * Whether this tab holds a session that is no longer the browser's: its copy differs from the
 * browser-wide generation (ended, or replaced by the next person's sign-in). Data without a copy (kept
 * before generations existed) is stale once somebody has signed in since.
 */
export function tabSessionIsStale(): boolean {
  const held = readString(KEY, 'tab');
  if (held === null && !tabHoldsSessionData()) return false;
  return held !== browserSessionGeneration();
}
