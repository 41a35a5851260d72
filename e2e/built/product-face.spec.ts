import type { Locator, Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';
import { WELCOME_HEADING } from '../../src/features/deployment/constants';
import { expect, test } from '../support/stand-ins-test';
import { signIn } from '../support/session';

/**
 * The product face (docs/decisions/system-fonts.md) as the production build ships it: the page heading
 * is drawn in Inter, loaded from the portal's own origin, one file per page, cached for a year, with a
 * semibold of its own (the system face of Linux drew 600 as bold).
 */

const FACE = 'Inter Variable';

/** Once the page's fonts are settled: the FontFaces of `FACE` that loaded, and whether 600 is ready. */
function faceLoaded(page: Page) {
  return page.evaluate(async (face) => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter(
      (font) => font.family.replace(/["']/g, '') === face && font.status === 'loaded',
    );
    return { loaded: loaded.length, semiboldReady: document.fonts.check(`600 16px "${face}"`) };
  }, FACE);
}

/** The font files the page fetched (Resource Timing), by path. */
const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.(woff2?|ttf|otf)$/.test(path)),
  );

/**
 * The width of the heading's own text at each weight, drawn in the heading's computed font-family: with
 * a real semibold 600 is narrower than 700; a face without one draws both with its bold.
 */
function widthsByWeight(heading: Locator, weights: number[]) {
  return heading.evaluate((node, wanted) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d')!;
    return wanted.map((weight) => {
      context.font = `${weight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(node.textContent ?? '').width;
    });
  }, weights);
}

async function expectHeadingInTheProductFace(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    new RegExp(`^["']?${FACE}["']?,`),
  );
  expect(await faceLoaded(page)).toEqual({ loaded: 1, semiboldReady: true });
  const [semibold, bold] = await widthsByWeight(heading, [600, 700]);
  expect(bold! - semibold!, 'a real semibold, narrower than bold').toBeGreaterThan(semibold! * 0.005);
}

test('the sign-in page draws its heading in the product face, one font file from its own origin, cached for a year', async ({
  page,
}) => {
  await page.goto('/login');
  await expectHeadingInTheProductFace(page, page.getByRole('heading', { level: 1, name: AUTH_TEXT.loginTitle }));

  // An English page needs Inter's latin subset only: unicode-range keeps latin-ext from being fetched.
  const files = await fontFiles(page);
  expect(files).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
  const response = await page.request.get(files[0]!);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
});

test('until Inter arrives, its fallback takes the same width, so the swap moves no line', async ({ page }) => {
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: AUTH_TEXT.loginTitle });
  await expect(heading).toBeVisible();
  // Regular and semibold, as body text and headings are drawn (Liberation Sans stands in for Arial on Linux).
  const widths = await heading.evaluate(async (node, face) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const sample = `${node.textContent} ${document.body.innerText}`;
    // The width in `font`, or null when no face of its family loaded (the canvas would measure another).
    const width = async (font: string) => {
      if ((await document.fonts.load(font, sample)).length === 0) return null;
      context.font = font;
      return context.measureText(sample).width;
    };
    const pairs = [];
    for (const weight of [400, 600]) {
      pairs.push([await width(`${weight} 16px "${face}"`), await width(`${weight} 16px "${face} Fallback"`)]);
    }
    return pairs;
  }, FACE);
  for (const [inter, fallback] of widths) {
    expect(inter).not.toBeNull();
    expect(fallback, 'the fallback face found Arial or Liberation Sans').not.toBeNull();
    expect(Math.abs(fallback! - inter!) / inter!).toBeLessThan(0.03);
  }
});

test('home draws its heading in the product face too', async ({ page }) => {
  await signIn(page);
  await expectHeadingInTheProductFace(page, page.getByRole('heading', { level: 1, name: WELCOME_HEADING }));
});
