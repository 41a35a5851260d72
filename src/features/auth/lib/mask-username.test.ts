import { describe, expect, it } from 'vitest';
import { maskUsername } from './mask-username';

describe('maskUsername', () => {
  it.each([
    ['javery', 'ja*****ry'],
    ['jordan.avery@example.com', 'jo*****om'],
    ['abcde', 'ab*****de'],
    ['mlee', 'ml*****ee'],
    ['ab', 'ab*****ab'],
    ['a', 'a*****a'],
    ['', ''],
    ['😀😀xyz😀😀', '😀😀*****😀😀'],
  ])('masks %j as %j', (input, expected) => {
    expect(maskUsername(input)).toBe(expected);
  });
});
