import type { Page } from '@playwright/test';
import { HEADLINE_KPI_TEXT } from '../../src/features/reports/constants';
import { confirmSignOutInPanel } from '../support/account';
import { expect, test } from '../support/stand-ins-test';
import { signIn } from '../support/session';
import { embedFrame, signInToWorkplace } from '../support/workplace';

/**
 * The report's frame prepared ahead (src/features/reports/components/prepared-report-frame.ts): home,
 * its numbers drawn, prepares their dashboard, the report service's page in a frame off screen
 * included; the dashboard opened from home draws in that frame, moved into place alive.
 */

const preparedFrame = (page: Page) => page.locator('[data-prepared-report-frame] iframe');

/** Home, signed in to the portal and the workplace, its numbers drawn. */
async function homeWithNumbers(page: Page) {
  await signIn(page);
  await page.goto('/home');
  await signInToWorkplace(page, 'jordan.avery@example.com');
  await expect(page).toHaveURL(/\/home$/);
  const tiles = page.getByRole('region', { name: HEADLINE_KPI_TEXT.title }).getByRole('article');
  await expect(tiles.first()).toBeVisible();
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('data-kpi-phase', 'rendered', { timeout: 30_000 });
  }
  return tiles;
}

/** When the document in `iframe` started loading (its `performance.timeOrigin`), on the page's clock. */
async function documentStartedAt(page: Page, iframe: ReturnType<Page['locator']>) {
  const frame = await (await iframe.elementHandle())!.contentFrame();
  const [frameOrigin, pageOrigin] = await Promise.all([
    frame!.evaluate(() => performance.timeOrigin),
    page.evaluate(() => performance.timeOrigin),
  ]);
  return frameOrigin - pageOrigin;
}

test("a dashboard opened from home draws in the frame home prepared: the service's page was loaded before the click", async ({
  page,
}) => {
  await homeWithNumbers(page);
  // Prepared without a click, out of sight and of the accessibility tree, loading the service's page.
  await expect(preparedFrame(page)).toHaveAttribute('src', /^https:\/\/app\.powerbi\.com\/reportEmbed/);
  await expect(page.locator('[data-prepared-report-frame]')).toHaveAttribute('aria-hidden', 'true');
  await expect(preparedFrame(page)).not.toBeInViewport();
  await preparedFrame(page).evaluate((element) => element.setAttribute('data-prepared', ''));
  const preparedAt = await documentStartedAt(page, preparedFrame(page));
  const clickedAt = await page.evaluate(() => performance.now());

  await page
    .getByRole('region', { name: HEADLINE_KPI_TEXT.title })
    .getByRole('link', { name: /^Open in / })
    .click();
  const region = page.getByRole('region', { name: 'Market Intelligence dashboard' });
  await expect(region.locator('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered', {
    timeout: 30_000,
  });
  await expect(embedFrame(page).getByRole('heading', { name: 'Market Intelligence' })).toBeVisible();
  // The same element, its document the one loaded on home: moved, not loaded again.
  const shown = region.locator('iframe[src^="https://app.powerbi.com/reportEmbed"]');
  await expect(shown).toHaveAttribute('data-prepared', '');
  expect(await documentStartedAt(page, shown)).toBe(preparedAt);
  expect(preparedAt).toBeLessThan(clickedAt);
  await expect(page.locator('[data-prepared-report-frame]')).toHaveCount(0);
});

test('a frame prepared on home goes with the session, ended in another tab', async ({ page, context }) => {
  await homeWithNumbers(page);
  await expect(preparedFrame(page)).toBeAttached();
  const other = await context.newPage();
  await other.goto('/account/profile');
  await confirmSignOutInPanel(other, 'Jordan Avery');
  await expect(other).toHaveURL(/\/login(\?signedOut=1)?$/);
  // This tab follows without a page load of its own: the prepared frame goes with what it held.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('[data-prepared-report-frame]')).toHaveCount(0);
});
