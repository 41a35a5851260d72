import { definitionsPanel, definitionsToggle, listedMetrics, openSeenInFromGlossary } from '../support/definitions';
import { expect, test } from '../support/contract-proxy';
import { embedFrame, openDashboardForReal } from '../support/workplace';

/**
 * The dashboards' "Definitions" panel in the production build, against the Power BI stand-in on its
 * own site: the page's visuals come from the report through the SDK (`getVisuals`), the clicks as the
 * service raises them, across origins. The production build has no hand-written mapping (the demo's
 * is not the carrier's): a page lists the glossary metrics its visuals' titles name (R10.7). The
 * stand-in shows the demo's report, so "Share by State" lists only Market Share ("Market share by
 * state, carrier vs. 2023"): its "Year to date" card names no metric in its title.
 */
test.beforeEach(async ({ request }) => {
  const standIns = String(test.info().config.metadata.standInHooksUrl);
  expect((await request.post(`${standIns}/reset`, { ignoreHTTPSErrors: true })).ok()).toBe(true);
  const hooks = String(test.info().config.metadata.hooksBaseUrl);
  expect((await request.post(`${hooks}/__test/reset`)).ok()).toBe(true);
});

test('the Definitions panel lists the metrics the page’s titles name, follows the tabs and a click; the glossary leads back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardForReal(page);
  const frame = embedFrame(page);

  await definitionsToggle(page).click();
  await expect.poll(() => listedMetrics(page, 'Share by State')).toEqual(['Market Share']);
  await frame.getByRole('button', { name: /^Market share/ }).click();
  await expect(definitionsPanel(page).locator('[data-highlighted]')).toHaveAttribute('data-metric', 'Market Share');

  await page.getByRole('tablist', { name: 'Dashboard pages' }).getByRole('tab', { name: 'Monthly Trend' }).click();
  await expect(frame.getByRole('main', { name: 'Monthly Trend' })).toBeVisible();
  await expect.poll(() => listedMetrics(page, 'Monthly Trend')).toEqual(['Weighted Sales']);

  await openSeenInFromGlossary(page, frame);
});
