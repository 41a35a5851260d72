import { describe, expect, it } from 'vitest';
import { tileColumns } from './tile-columns';

// 1 to 12 tiles are tested through the home page (home-page.test.tsx), as users see them.
describe('tileColumns', () => {
  it('keeps one column when there is no tile', () => {
    expect(tileColumns(0)).toBe(1);
  });
});
