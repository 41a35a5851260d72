import { workplaceSignIn, type WorkplaceAccountClaim } from '@/config';

/** What the sign-in page says after a failed popup, by MSAL's error code. */
export type SignInProblem = 'blocked' | 'in-progress' | 'failed' | 'wrong-account' | 'no-email';

/** What a workplace account tells about itself (MSAL's AccountInfo). */
interface WorkplaceAccount {
  username: string;
  idTokenClaims?: Record<string, unknown>;
}

/**
 * The workplace account's e-mail as the configured claim gives it (VITE_WORKPLACE_ACCOUNT_CLAIM).
 * MSAL's `username` is the `preferred_username` claim.
 */
export function workplaceAccountEmail(
  account: WorkplaceAccount | null,
  claim: WorkplaceAccountClaim = workplaceSignIn.accountClaim,
): string | null {
  if (!account) return null;
  const value = claim === 'preferred_username' ? account.username : account.idTokenClaims?.[claim];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Whether the workplace account is the portal user's: its configured claim equals the portal user's
 * e-mail, case aside. A portal user without an e-mail, or an account without the claim, cannot be
 * compared, so it is no match: accepting any would hand one person's dashboards to whoever signs in.
 */
export function isPortalUsersAccount(
  account: WorkplaceAccount | null,
  portalEmail: string | null,
  claim: WorkplaceAccountClaim = workplaceSignIn.accountClaim,
): boolean {
  const email = workplaceAccountEmail(account, claim);
  if (!portalEmail?.trim() || !email) return false;
  return email.toLowerCase() === portalEmail.trim().toLowerCase();
}

const BLOCKED_OR_CLOSED = new Set([
  'popup_window_error',
  'empty_window_error',
  'user_cancelled',
  'monitor_window_timeout',
  'timed_out',
]);

export function signInProblemOf(error: unknown): SignInProblem {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  if (code === 'interaction_in_progress') return 'in-progress';
  return typeof code === 'string' && BLOCKED_OR_CLOSED.has(code) ? 'blocked' : 'failed';
}
