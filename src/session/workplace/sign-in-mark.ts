import { readBrowserWide, removeBrowserWide, writeBrowserWide } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * "This browser signed in to the workplace", known to every tab: kept browser-wide (localStorage, or a
 * cookie where the browser blocks it) whatever area the portal record and MSAL's cache use, so the tab that ends the session (any tab, or a start-up
 * after the signed-in tab closed) knows to end the provider's session and which account to name.
 * Holds no token: only the account's `login_hint` claim, which the provider's end-session takes as
 * `logout_hint`. Cleared with the rest of storage when the session ends.
 */
export interface WorkplaceSignInMark {
  logoutHint: string | null;
}

function isMark(value: unknown): value is WorkplaceSignInMark {
  if (value === null || typeof value !== 'object') return false;
  const { logoutHint } = value as Record<string, unknown>;
  return logoutHint === null || (typeof logoutHint === 'string' && logoutHint !== '');
}

/** As long as the longest portal session (30 days with "Remember me"); the session's end removes it. */
const COOKIE_MAX_AGE_S = 31 * 24 * 3600;

export function markWorkplaceSignIn(logoutHint: string | null): void {
  const mark = { logoutHint: logoutHint || null } satisfies WorkplaceSignInMark;
  writeBrowserWide(storageKeys.workplaceSignIn, JSON.stringify(mark), COOKIE_MAX_AGE_S);
}

/**
 * The mark, or null when this browser has not signed in to the workplace since the last session end.
 * An unreadable mark still says a sign-in happened (the provider then asks which account to end).
 */
export function readWorkplaceSignInMark(): WorkplaceSignInMark | null {
  const raw = readBrowserWide(storageKeys.workplaceSignIn);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isMark(parsed)) return parsed;
  } catch {
    /* unreadable: a sign-in all the same */
  }
  return { logoutHint: null };
}

/** The session's end (after it has read the mark): gone from localStorage and from the cookie. */
export function forgetWorkplaceSignIn(): void {
  removeBrowserWide(storageKeys.workplaceSignIn);
}
