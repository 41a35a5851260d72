/**
 * The session's timings and the texts it shows or records itself (docs/requirements.md, word for word).
 * The auth feature's AUTH_TIMING and AUTH_TEXT include them, so its views and the browser tests name
 * them as before; importable on its own (like a feature's constants.ts), without the session's code.
 */
export const SESSION_TIMING = {
  /** Sign-out waits at most this long for its server calls before leaving anyway. */
  signOutCallsTimeoutMs: 3_000,
  /**
   * The idle time-out of a session without "Remember me" (OWASP ASVS 4 V3.3.2): no use of any tab
   * for this long ends it. The contract's server rule is the same (openapi/portal.yaml, "Sessions").
   */
  idleTimeoutMs: 30 * 60_000,
  /** "Are you still there?" shows this long before the idle time-out. */
  idleWarningMs: 2 * 60_000,
  /** While in use, the server hears of it at most this often (its idle time restarts with each call). */
  keepAliveEveryMs: 60_000,
  /** Other tabs hear of this tab's use at most this often (a browser-wide write). */
  shareUseEveryMs: 1_000,
} as const;

export const SESSION_TEXT = {
  /**
   * The sign-in page's title: the page of the "Signed in" activity record. R2.7 asks that it say it is the user login,
   * not in which words: sentence case, as the portal's own labels (tenth grade, finding 4).
   */
  loginTitle: 'User login',
  /** The sign-out's name: the page of the "Signed out" activity when no page title is known. */
  signOut: 'Sign Out',
  sessionExpired: 'User session has been expired! Login again to use the portal',
  notLoggedIn: 'User not logged in',
} as const;
