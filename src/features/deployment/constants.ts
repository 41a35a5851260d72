/** Business constants of the shell (spec section 9), named in one place. */

/** Width of the collapsed side-navigation rail (spec: about 48-52 px). */
export const RAIL_COLLAPSED_WIDTH = 50;
/** Width of the expanded rail (spec: about 208-256 px). */
export const RAIL_EXPANDED_WIDTH = 248;
/** How long the pointer rests on the rail before it expands. */
export const RAIL_HOVER_DELAY_MS = 200;
/** Height of the header bar. */
export const HEADER_HEIGHT = 60;
/** How long the not-found page shows its spinner before the 404 image. */
export const NOT_FOUND_SPINNER_MS = 1000;
/** The home tile grid never has more columns than this. */
export const MAX_TILE_COLUMNS = 4;
/** Suffix of the document title on every page. */
export { PORTAL_NAME } from '@/shared/page/use-page-title';
