import { readJson, removeKey, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/** The query parameter that tells the sign-in page to say "You have been signed out." */
export const SIGNED_OUT_SEARCH_PARAM = 'signedOut';

/** Where a user's sign-out ends: the sign-in page saying so (an app path). */
export const SIGNED_OUT_PAGE = `/login?${SIGNED_OUT_SEARCH_PARAM}=1`;

/**
 * Why a session ended that the person did not end themselves, as the sign-in page tells it (R10.6):
 * `idle` 30 minutes without use; `expired` its time was up (at a route change or at start-up);
 * `ended` the server refused it (ended there or on another device); `elsewhere` a sign-out in
 * another tab of this browser.
 */
export const SIGN_IN_NOTICE_REASONS = ['idle', 'expired', 'ended', 'elsewhere'] as const;
export type SignInNoticeReason = (typeof SIGN_IN_NOTICE_REASONS)[number];

/** A reason code and whether the workplace sign-in ended too: nothing of who the person was. */
export interface SignInNotice {
  reason: SignInNoticeReason;
  workplaceEnded: boolean;
}

function isSignInNotice(value: unknown): value is SignInNotice {
  if (value === null || typeof value !== 'object') return false;
  const { reason, workplaceEnded } = value as Record<string, unknown>;
  return SIGN_IN_NOTICE_REASONS.includes(reason as SignInNoticeReason) && typeof workplaceEnded === 'boolean';
}

/**
 * Leaves the notice for this tab's next sign-in page, after the session's storage was cleared. It is
 * tab storage: it survives the top-level visit to the identity provider's sign-out page and back, and
 * no other tab, nor the browser's next start, ever reads it.
 */
export function leaveSignInNotice(notice: SignInNotice): void {
  writeJson(storageKeys.signInNotice, { reason: notice.reason, workplaceEnded: notice.workplaceEnded }, 'tab');
}

/** The notice waiting in this tab, or null (a value that is not one of the codes reads as none). */
export function readSignInNotice(): SignInNotice | null {
  return readJson(storageKeys.signInNotice, isSignInNotice, 'tab');
}

/** The notice is said once: the sign-in page drops it as it shows it. */
export function dropSignInNotice(): void {
  removeKey(storageKeys.signInNotice, 'tab');
}

/**
 * Where the identity provider's sign-out page comes back to (the redirect bridge): a notice waiting
 * means the session ended by itself, and the sign-in page says why; none means the person signed out.
 */
export function pageAfterWorkplaceSignOut(): string {
  return readSignInNotice() ? '/login' : SIGNED_OUT_PAGE;
}
