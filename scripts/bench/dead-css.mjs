// Declarations of a built stylesheet that can never apply: lightningcss (Vite's CSS minifier) rewrites
// `light-dark(a, b)` for older browsers into `var(--lightningcss-light, a) var(--lightningcss-dark, b)`,
// and sets those variables only in a rule whose `color-scheme` it can read. Mantine's
// `color-scheme: var(--mantine-color-scheme)` is not one, so nothing sets them: each such declaration is
// invalid and the browser drops it (m2 of the design review: the report frame's border, the Definitions
// highlight). `npm test` fails on one (bench-bundle.mjs --budget).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const USED = /var\(--lightningcss-(?:light|dark)\b/;
const SET = /--lightningcss-(?:light|dark)\s*:/;

/** The declarations of `css` that read the lightningcss scheme variables when nothing in `allCss` sets them. */
export function deadSchemeDeclarations(css, allCss = css) {
  if (SET.test(allCss)) return [];
  return css
    .split(/[{};]/)
    .map((declaration) => declaration.trim())
    .filter((declaration) => USED.test(declaration));
}

/** Every such declaration in the stylesheets under `dir`, as "file: declaration". */
export function deadSchemeDeclarationsIn(dir) {
  const sheets = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(join(dir, file), 'utf8') }));
  const allCss = sheets.map((sheet) => sheet.css).join('\n');
  return sheets.flatMap(({ file, css }) =>
    deadSchemeDeclarations(css, allCss).map((declaration) => `${file}: ${declaration}`),
  );
}
