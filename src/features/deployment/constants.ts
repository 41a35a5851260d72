/** The home tile grid never has more columns than this (R2.14). */
export const MAX_TILE_COLUMNS = 4;

/** The home page's title (its route names the page with it; its page view is recorded under it). */
export const HOME_PAGE_TITLE = 'Home';

/** The home page's heading: a welcome by first name. */
export const welcomeHeading = (firstName: string | null | undefined): string =>
  firstName ? `Welcome, ${firstName}` : 'Welcome';
