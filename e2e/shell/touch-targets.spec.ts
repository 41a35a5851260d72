import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { breadcrumbs, expectPage } from '../support/shell';

/** WCAG 2.5.5's target size, asked of a phone's header and trail by the design review (p14). */
const TARGET = 44;
const PHONE = { width: 375, height: 812 };

function headerControls(page: Page): Locator[] {
  const header = page.getByRole('banner');
  return [
    header.getByRole('button', { name: 'Open navigation' }),
    header.getByRole('link', { name: 'Carrier Analytics Portal' }),
    header.getByRole('button', { name: 'Search' }),
    header.getByRole('button', { name: /open account panel/i }),
  ];
}

/** Whether a tap at (x, y) lands on the link: what the browser itself hit-tests there. */
function tapLandsOn(link: Locator, x: number, y: number) {
  return link.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y]);
}

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the header buttons and the breadcrumb links are 44 px targets, and the trail keeps its one line', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/sales-2024/2024-deployment');
    await expectPage(page, '/sales-2024/2024-deployment', '2024 Deployment');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    for (const control of headerControls(page)) {
      const box = (await control.boundingBox())!;
      expect(box.width, String(control)).toBeGreaterThanOrEqual(TARGET);
      expect(box.height, String(control)).toBeGreaterThanOrEqual(TARGET);
    }

    const trail = breadcrumbs(page);
    const home = trail.getByRole('link', { name: 'Home' });
    const box = (await home.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(TARGET);
    // A finger 20 px above or below the word still lands on the link (nothing clips the target).
    const middle = box.x + box.width / 2;
    const textMiddle = box.y + box.height / 2;
    expect(await tapLandsOn(home, middle, textMiddle - 20)).toBe(true);
    expect(await tapLandsOn(home, middle, textMiddle + 20)).toBe(true);
    // The larger target takes no room: the trail is still one line of text.
    expect((await trail.boundingBox())!.height).toBeLessThan(24);

    await home.tap();
    await expectPage(page, '/home', 'Home', /^Welcome( back)?$/);
  });
});

test('with a mouse the header keeps its compact desktop controls', async ({ page }) => {
  await signIn(page);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
  const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
  expect((await search.boundingBox())!.height).toBeLessThan(TARGET);
  await page.goto('/sales-2024/2024-deployment');
  await expectPage(page, '/sales-2024/2024-deployment', '2024 Deployment');
  expect((await breadcrumbs(page).getByRole('link', { name: 'Home' }).boundingBox())!.height).toBeLessThan(24);
});
