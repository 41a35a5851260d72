import type { Page } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { embedFrame, openDashboardForReal } from '../support/workplace';
import { chooseReportPage } from '../support/reports';

/**
 * A short report page fills its frame (eleventh grade, finding 3: "Monthly Trend" filled about 45 % of the embed, the
 * rest blank, some 600 px on a phone). The portal sizes the frame to the page's aspect ratio at the frame's width
 * (`page.defaultSize`, or `mobileSize` in the phone layout, from `getPages`), and the report fits the page to that
 * width (`customLayout.displayOption: FitToWidth`; the phone layout fits its width by itself). In the production build
 * against the Power BI stand-in, whose report host measures and fits its pages as the service does.
 */

const frame = (page: Page) => page.locator('[data-embed-phase]');

/** What of the frame's inside the rendered page (its canvas, visuals and all) leaves blank under it, as a share of it. */
async function blankUnderPage(page: Page): Promise<number> {
  const inside = await frame(page).evaluate((node) => node.clientHeight);
  const bottom = await embedFrame(page)
    .locator('main')
    .evaluate((main) => main.getBoundingClientRect().bottom);
  return (inside - bottom) / inside;
}

for (const [device, viewport] of [
  ['a laptop', { width: 1280, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, "Monthly Trend" fills its frame (at most 10 % blank), and the frame follows a page change`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await openDashboardForReal(page);
    const first = (await frame(page).boundingBox())!.height;

    await chooseReportPage(page, 'Monthly Trend');
    await expect(embedFrame(page).getByRole('main', { name: 'Monthly Trend' })).toBeVisible();
    // The one-chart page is shorter than the first: the frame shrinks to it.
    await expect.poll(async () => (await frame(page).boundingBox())!.height).toBeLessThan(first);
    await expect.poll(() => blankUnderPage(page)).toBeLessThanOrEqual(0.1);
    // Not cut either (a frame shorter than the page): the page's foot is inside the frame, to the pixel.
    expect(await blankUnderPage(page)).toBeGreaterThanOrEqual(-1 / 100);

    // Back on the first page, the frame is as tall as it was.
    await chooseReportPage(page, 'Share by State');
    await expect.poll(async () => (await frame(page).boundingBox())!.height).toBe(first);
  });
}
