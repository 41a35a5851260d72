/** What the sign-in page says after a failed popup, by MSAL's error code. */
export type SignInProblem = 'blocked' | 'in-progress' | 'failed' | 'wrong-account';

/**
 * Whether the workplace account that signed in is the portal user's (by e-mail, as the provider's
 * `preferred_username`). A portal user without an e-mail cannot be compared, so no workplace account
 * is theirs: accepting any would hand one person's dashboards to whoever signs in next.
 */
export function isPortalUsersAccount(account: { username: string } | null, portalEmail: string | null): boolean {
  if (!portalEmail?.trim()) return false;
  return account !== null && account.username.trim().toLowerCase() === portalEmail.trim().toLowerCase();
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
