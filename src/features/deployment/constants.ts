/** The home tile grid never has more columns than this (spec section 9). */
export const MAX_TILE_COLUMNS = 4;
