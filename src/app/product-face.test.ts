import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/**
 * product-face.css declares two of Inter's subsets from @fontsource-variable/inter by hand (the package's
 * own CSS declares seven): its files and unicode ranges must stay the package's, or a page would fetch
 * the wrong file, or none, after an update.
 */
const require = createRequire(import.meta.url);
const ours = readFileSync(resolve(__dirname, 'product-face.css'), 'utf8');
const packages = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');

/** Each `@font-face` of a family: its file (the part after `files/`) and its unicode-range. */
function faces(css: string, family: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => new RegExp(`font-family:\\s*'${family}';`).test(body))
    .map((body) => ({
      file: /files\/([\w-]+\.woff2)/.exec(body)?.[1],
      unicodeRange: /unicode-range:([^;]*);/.exec(body)?.[1]?.replace(/\s/g, ''),
    }));
}

describe('the product face', () => {
  it("declares Inter's latin and latin-ext files as the package has them, and no other", () => {
    const declared = faces(ours, 'Inter Variable');
    expect(declared.map(({ file }) => file)).toEqual([
      'inter-latin-wght-normal.woff2',
      'inter-latin-ext-wght-normal.woff2',
    ]);
    const published = faces(packages, 'Inter Variable');
    for (const face of declared) expect(published).toContainEqual(face);
    for (const { file } of declared)
      expect(() => require.resolve(`@fontsource-variable/inter/files/${file}`)).not.toThrow();
  });

  it('is the first face of the stack the theme gives headings and body', () => {
    expect(/--portal-font-family:\s*'Inter Variable', 'Inter Variable Fallback',/.test(ours)).toBe(true);
    expect(theme.fontFamily).toBe('var(--portal-font-family)');
    expect(theme.headings?.fontFamily).toBe('var(--portal-font-family)');
  });
});
