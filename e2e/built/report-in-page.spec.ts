import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { reportRegion } from '../support/reports';
import { embedFrame, openDashboardForReal } from '../support/workplace';
import { pageColor } from '../support/css-color';

/**
 * The embedded report as part of the portal (tenth grade, finding 2: "the embed reads as a second product"), in the
 * production build against the Power BI stand-in: the frame is the portal's card (its surface, a 1 px --portal-border,
 * radius md), the report's page is transparent on it (the embed asks for `BackgroundType.Transparent`), no title bar
 * repeats the page pill, the figures take the portal's ink from the report theme the embed passes (not Power BI's
 * #118dff), and in dark the visuals are the page's own surface (no lighter #3a3a3a panels). The toolbar's view button
 * is as tall as its icon buttons on a laptop (finding 7). At 1280x720.
 */

const frame = (page: Page) => page.locator('[data-embed-phase]');

const style = (locator: Locator, property: string) =>
  locator.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

for (const scheme of ['light', 'dark'] as const) {
  test(`in ${scheme}, the report sits in the portal's card on its surface, in its ink, without a title bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: scheme });
    await openDashboardForReal(page);
    const card = frame(page);
    const surface = await pageColor(page, 'var(--portal-surface)');
    await expect(card).toHaveCSS('border-top-color', await pageColor(page, 'var(--portal-border)'));
    await expect(card).toHaveCSS('border-top-width', '1px');
    await expect(card).toHaveCSS('border-top-left-radius', '8px');
    await expect(card).toHaveCSS('background-color', surface);

    const report = embedFrame(page);
    // The page's background left out, as the embed asked: the card's surface shows through.
    await expect(report.locator('body')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // The pill names the page; the canvas has no title bar saying it again.
    await expect(report.getByRole('main', { name: 'Share by State' })).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Share by State', exact: true })).toHaveCount(0);
    // The visuals on the page's own surface, told apart by their border (dark drew lighter #3a3a3a panels).
    const visual = report.locator('section.visual').first();
    await expect(visual).toHaveCSS('background-color', surface);
    // A figure in the portal's ink (the report theme's callout), not Power BI's default blue.
    const figure = report.locator('.kpi strong').first();
    const ink = await pageColor(
      page,
      scheme === 'light' ? 'var(--mantine-color-gray-9)' : 'var(--mantine-color-dark-0)',
    );
    await expect(figure).toHaveCSS('color', ink);
    expect(await style(figure, 'color')).not.toBe('rgb(17, 141, 255)');
    // The mock's own tool is still there for the tests that click it, under the canvas.
    await expect(report.locator('footer').getByRole('button', { name: 'Simulate token expiry' })).toBeVisible();
  });
}

test('on a laptop the view button is as tall as the icon buttons beside it (36 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openDashboardForReal(page);
  const toolbar = reportRegion(page);
  const view = toolbar.getByRole('button', { name: /^View:/ });
  const fullScreen = toolbar.getByRole('button', { name: 'Full Screen' });
  const [viewBox, iconBox] = [await view.boundingBox(), await fullScreen.boundingBox()];
  expect(viewBox!.height).toBe(36);
  expect(iconBox!.height).toBe(36);
  // On one line with them.
  expect(viewBox!.y).toBe(iconBox!.y);
});
