import { describe, expect, it } from 'vitest';
import { tileColumns } from './tile-columns';

describe('tileColumns', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
  ])('gives %i tiles %i columns', (tiles, columns) => {
    expect(tileColumns(tiles)).toBe(columns);
  });

  it('keeps one column when there is no tile', () => {
    expect(tileColumns(0)).toBe(1);
  });
});
