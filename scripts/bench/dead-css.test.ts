import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadSchemeDeclarations, deadSchemeDeclarationsIn } from './dead-css.mjs';

/** What lightningcss made of `border: 1px solid light-dark(gray, dark)` in the build before issue 46. */
const REWRITTEN =
  '.frame{position:relative;border:1px solid var(--lightningcss-light,var(--mantine-color-gray-3))var(--lightningcss-dark,var(--mantine-color-dark-4));overflow:hidden}';

describe('deadSchemeDeclarations', () => {
  it('finds a light-dark() rewritten into variables nothing sets', () => {
    expect(deadSchemeDeclarations(REWRITTEN)).toEqual([
      'border:1px solid var(--lightningcss-light,var(--mantine-color-gray-3))var(--lightningcss-dark,var(--mantine-color-dark-4))',
    ]);
  });

  it('passes the same declaration when a rule sets the variables (a color-scheme lightningcss could read)', () => {
    const setter = ':root{--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light dark}';
    expect(deadSchemeDeclarations(REWRITTEN, `${setter}\n${REWRITTEN}`)).toEqual([]);
  });

  it('passes colours chosen per scheme by Mantine’s attribute', () => {
    const css =
      '.entry[data-highlighted]{background-color:var(--mantine-color-yellow-0)}[data-mantine-color-scheme=dark] .entry[data-highlighted]{background-color:#fab0052e}';
    expect(deadSchemeDeclarations(css)).toEqual([]);
  });
});

describe('deadSchemeDeclarationsIn', () => {
  it('names the stylesheet of each dead declaration, in any folder of the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dead-css-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'report-stage.css'), REWRITTEN);
    writeFileSync(join(dir, 'assets', 'index.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'index.js'), 'var(--lightningcss-light,red)');
    expect(deadSchemeDeclarationsIn(dir)).toEqual([expect.stringMatching(/^assets\/report-stage\.css: border:/)]);
  });
});
