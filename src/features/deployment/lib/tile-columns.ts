import { MAX_TILE_COLUMNS } from '../constants';

/** Columns of the home tile grid: 1, 2, 3 or 4 for 1, 2, 3 or more tiles (R2.14). */
export function tileColumns(tileCount: number): number {
  return Math.min(Math.max(Math.floor(tileCount), 1), MAX_TILE_COLUMNS);
}
