import { readJson, readString, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * "This browser signed in to the workplace", known to every tab: kept in localStorage whatever area
 * the portal record and MSAL's cache use, so the tab that ends the session (any tab, or a start-up
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

export function markWorkplaceSignIn(logoutHint: string | null): void {
  writeJson(storageKeys.workplaceSignIn, { logoutHint: logoutHint || null } satisfies WorkplaceSignInMark);
}

/**
 * The mark, or null when this browser has not signed in to the workplace since the last session end.
 * An unreadable mark still says a sign-in happened (the provider then asks which account to end).
 */
export function readWorkplaceSignInMark(): WorkplaceSignInMark | null {
  if (readString(storageKeys.workplaceSignIn) === null) return null;
  return readJson(storageKeys.workplaceSignIn, isMark) ?? { logoutHint: null };
}
