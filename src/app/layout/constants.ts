/** Business constants of the shell (R2.19), named in one place. */

/** Where the logo, "Back to home" and the first breadcrumb lead. */
export const HOME_PATH = '/home';

/** Width of the collapsed side-navigation rail (spec: about 48-52 px). */
export const RAIL_COLLAPSED_WIDTH = 50;

/**
 * Width of the expanded rail (spec: about 208-256 px): the upper bound, so a topic's name keeps one
 * line (design review m11); the longest is cut with an ellipsis and shown whole on hover.
 */
export const RAIL_EXPANDED_WIDTH = 256;

/**
 * Width of the phone's navigation drawer: the rail's bound does not apply to it (m11). 344 px, or 90 % of a narrower
 * window, holds the longest topic's name, the spec's "Metrics for Performance Tracking", on one line from a 375 px
 * phone up (the twelfth grade: at 320 px it wrapped at 390); the rest of the window stays the scrim to close it by.
 * On narrower phones a name still wraps rather than being cut.
 */
export const PHONE_DRAWER_WIDTH = 'min(344px, 90vw)';
/** The account panel: a menu's width for its few entries and the three-way colour scheme choice. */
export const ACCOUNT_PANEL_WIDTH = 288;

/** How long the pointer rests on the rail before it expands. */
export const RAIL_HOVER_DELAY_MS = 200;

/** Height of the header bar. */
export const HEADER_HEIGHT = 60;

/** How long the not-found page shows its spinner before the 404 image. */
export const NOT_FOUND_SPINNER_MS = 1000;

/** The not-found page's one line under its heading: what happened (design review m16). */
export const NOT_FOUND_HINT = 'The link may be old or mistyped.';
