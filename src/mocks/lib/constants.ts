/**
 * The rules of the mock backend, written once. They restate openapi/portal.yaml and docs/requirements.md;
 * a change here must be a change to the contract first.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Session lifetime without remember-me. */
export const SHORT_SIGN_IN_MS = 8 * HOUR_MS;
/** Session and persistent-cookie lifetime with remember-me. */
export const REMEMBERED_SIGN_IN_MS = 30 * DAY_MS;
/**
 * An access token's lifetime (never past its session's end): short, so a token copied out of Web
 * Storage is useless soon; the portal renews it through `POST /get-token` with the session cookie.
 */
export const ACCESS_TOKEN_MS = 15 * MINUTE_MS;
/**
 * Renewals (`POST /get-token`) one session is answered in any window this long; the next is 429 until
 * the oldest leaves it. The portal renews once in 14 minutes, and alongside a user-data refresh at
 * most once a minute per tab: this bounds a client looping on a wrong clock, not a person.
 */
export const TOKEN_RENEWALS_PER_WINDOW = 10;
export const TOKEN_RENEWAL_WINDOW_MS = MINUTE_MS;
/** A remembered session ends after this long without a call it authenticates (idle time-out). */
export const REMEMBERED_IDLE_MS = 7 * DAY_MS;
/** A session without remember-me ends after this long without a call it authenticates. */
export const SHORT_IDLE_MS = 30 * MINUTE_MS;

/** A recovery code is valid this long after it was sent (the UI counts down 9:59). */
export const RECOVERY_CODE_TTL_MS = 10 * MINUTE_MS;
/** A resend is allowed only this long after the previous send. */
export const RECOVERY_RESEND_INTERVAL_MS = 2 * MINUTE_MS;
/** Resends allowed per recovery. */
export const RECOVERY_MAX_RESENDS = 3;
/** Verification attempts per recovery. */
export const RECOVERY_MAX_ATTEMPTS = 3;
/** After verification, the new password must be set within this time. */
export const RECOVERY_VERIFIED_TTL_MS = 10 * MINUTE_MS;
/** `Max-Age` of the recovery cookie, in seconds: longer than the longest recovery (about 50 minutes). */
export const RECOVERY_COOKIE_MAX_AGE_S = 60 * 60;
/** Digits of a recovery code. */
export const RECOVERY_CODE_LENGTH = 6;

/** Change-password failures in a row that lock the operation (and sign-in failures in a row before a delay). */
export const MAX_FAILED_ATTEMPTS = 5;
/** How long a change-password lock lasts; also the longest sign-in delay. */
export const FAILED_ATTEMPTS_LOCK_MS = 15 * MINUTE_MS;
/** Sign-in: the delay after the 5th failure in a row of an account; it doubles with each further failure. */
export const SIGN_IN_FIRST_DELAY_MS = 30 * SECOND_MS;
/** Sign-in failures of one client (across all identifiers) before its delay starts. */
export const CLIENT_SIGN_IN_FAILURES = 20;
/** A client's sign-in failure count ends this long after its last failure. */
export const CLIENT_FAILURE_WINDOW_MS = HOUR_MS;
/** An IPv6 client's /48 network may reach this many times one client's limits (lib/client-scopes.ts). */
export const IPV6_SITE_LIMIT_FACTOR = 5;
/** Recoveries an account (or an unknown identifier) may start per hour. */
export const RECOVERY_MAX_STARTS_PER_HOUR = 5;
export const RECOVERY_START_WINDOW_MS = HOUR_MS;
/** Codes (starts and resends) one client may have sent per hour, and all clients together. */
export const RECOVERY_CLIENT_SENDS_PER_HOUR = 20;
export const RECOVERY_GLOBAL_SENDS_PER_HOUR = 500;
/** Wrong codes one client may enter per hour (across recoveries), and all clients together. */
export const RECOVERY_CLIENT_WRONG_CODES_PER_HOUR = 10;
export const RECOVERY_GLOBAL_WRONG_CODES_PER_HOUR = 1000;
/**
 * Past a global cap only a network (IPv4 address, IPv6 /48) that has used this much of it in its
 * hour is refused: a start and its resends, one recovery's attempts. So any other network can still
 * take one recovery to its end while the cap is full.
 */
export const RECOVERY_GLOBAL_CAP_SEND_ALLOWANCE = 1 + RECOVERY_MAX_RESENDS;
export const RECOVERY_GLOBAL_CAP_WRONG_CODE_ALLOWANCE = RECOVERY_MAX_ATTEMPTS;

/** Issuer and audience of the mock's access tokens. */
export const TOKEN_ISSUER = 'carrier-analytics-portal-mock';
export const TOKEN_AUDIENCE = 'carrier-analytics-portal';

/** A picture must be smaller than this (500 KB). */
export const MAX_PICTURE_BYTES = 512_000;
/** The most views one user keeps of one report (contract: `POST /reports/{reportId}/saved-views`). */
export const MAX_SAVED_VIEWS_PER_REPORT = 20;
/** The most views one user keeps of all reports together. */
export const MAX_SAVED_VIEWS_PER_USER = 60;
/** The largest request body any operation reads (contract: "Conventions"); larger ones are 413. */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;
/** Longest first or last name. */
export const MAX_NAME_LENGTH = 50;
/** Largest phone number: fewer than 11 digits. */
export const MAX_PHONE = 9_999_999_999;

/**
 * Messages of the contract, verbatim (several are shown to the user as they are). The messages of
 * invalid requests are the contract's `x-invalid-request-messages` (contract/invalid-request-message.ts).
 */
export const messages = {
  loginInvalid: 'Invalid username or password',
  loginThrottled: 'Too many failed sign-in attempts. Please try again later',
  renewalsThrottled: 'Too many token renewals. Please try again later',
  changePasswordThrottled: 'Too many wrong passwords. Please try again later',
  invalidRequest: 'Invalid request',
  pictureNotFound: 'Picture not found',
  recoveryThrottled: 'Too many password recoveries. Please try again later',
  unknownProvider: 'Unknown sign-in provider',
  unknownActivityProvider: 'Unknown provider',
  notLoggedIn: 'User not logged in',
  loggedOut: 'Logged out successfully',
  invalidBody: 'Invalid request body',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordsDoNotMatch: 'Passwords do not match!',
  sameAsOldPassword: 'New password must be different from the old password',
  passwordUpdated: 'Password updated successfully',
  profileUpdated: 'Profile updated successfully',
  pictureUpdated: 'Picture updated successfully',
  pictureTooLarge: 'Max file size must be under 500KB',
  pictureWrongType: 'Only png, webp and jpeg images are accepted',
  foreignOrigin: 'Request from another origin refused',
  recoveryNoEmail: 'This account has no e-mail address. Please contact your administrator',
  recoveryCodeSent: 'A verification code has been sent to your e-mail',
  recoveryCodeResent: 'A new verification code has been sent to your e-mail',
  recoveryResendTooEarly: 'Please wait 2 minutes before requesting a new code',
  recoveryResendLimit: 'Resend code limit reached',
  recoveryNoneInProgress: 'No password recovery in progress',
  recoveryCodeInvalid: 'Invalid code',
  recoveryCodeExpired: 'The code has expired. Please request a new code',
  recoveryLocked: 'Too many wrong codes. Please start again',
  recoveryCodeVerified: 'Code verified',
  recoveryNotVerified: 'Please verify the code sent to your e-mail first',
  recoveryEmailMismatch: 'The e-mail does not match the password recovery',
  recoveryPasswordCreated: 'Your new password has been created successfully',
  passwordChangedSubject: 'Your password was changed',
  activityRecorded: 'Activity recorded',
  savedViewNotFound: 'This saved view no longer exists',
  savedViewLimit: `You can keep at most ${MAX_SAVED_VIEWS_PER_REPORT} views of a dashboard. Delete one to save another.`,
  savedViewTotalLimit: `You can keep at most ${MAX_SAVED_VIEWS_PER_USER} saved views in all. Delete one to save another.`,
  unknownReport: 'Unknown report',
  requestTooLarge: 'Request body too large',
  savedViewsChanged: 'Your saved views changed elsewhere. Reload them and try again.',
  savedViewDeleted: 'View deleted',
  internalServerError: 'Internal server error',
} as const;
