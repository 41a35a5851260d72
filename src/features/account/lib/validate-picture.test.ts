import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, accountTexts } from '../constants';
import { PICTURE_ACCEPT, pictureProblem } from './validate-picture';

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('pictureProblem', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.webp', 'image/webp'],
    ['me.jpeg', 'image/jpeg'],
    ['me.jpg', 'image/jpeg'],
    ['ME.JPG', 'image/jpeg'],
  ])('accepts %s (%s)', (name, type) => {
    expect(pictureProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['a GIF', 'me.gif', 'image/gif'],
    ['an SVG', 'me.svg', 'image/svg+xml'],
    ['a PNG type with a wrong extension', 'me.gif', 'image/png'],
    ['a PNG extension with a wrong type', 'me.png', 'text/plain'],
    ['a file without type', 'me.png', ''],
    ['a file without extension', 'png', 'image/png'],
  ])('rejects %s', (_case, name, type) => {
    expect(pictureProblem(file(name, type))).toBe(accountTexts.pictureWrongType);
  });

  it('accepts a picture just under 500KB and rejects one of 500KB or more', () => {
    expect(MAX_PICTURE_BYTES).toBe(512_000);
    expect(pictureProblem(file('me.png', 'image/png', 511_999))).toBeNull();
    expect(pictureProblem(file('me.png', 'image/png', 512_000))).toBe(accountTexts.pictureTooLarge);
    expect(pictureProblem(file('me.jpg', 'image/jpeg', 600 * 1024))).toBe(accountTexts.pictureTooLarge);
  });

  it('offers only the accepted types in the file chooser', () => {
    expect(PICTURE_ACCEPT.split(',')).toEqual([
      'image/png',
      'image/webp',
      'image/jpeg',
      '.png',
      '.webp',
      '.jpeg',
      '.jpg',
    ]);
  });
});
