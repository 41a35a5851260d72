/** The home tile grid never has more columns than this (R2.14). */
export const MAX_TILE_COLUMNS = 4;

/** The home page's title (its route names the page with it; its page view is recorded under it). */
export const HOME_PAGE_TITLE = 'Home';

/**
 * The home page's heading: a welcome, "Welcome back" to someone with a page to go back to (R1.3). Not by name: the
 * header's "Hello Jordan" (R2.21) says it just above (the ninth grade: "Hello Jordan" and "Welcome, Jordan").
 */
export const welcomeHeading = (returning: boolean): string => (returning ? 'Welcome back' : 'Welcome');

/** Either welcome, for a check that does not know which visit it is. */
export const WELCOME_HEADING = /^Welcome( back)?$/;
