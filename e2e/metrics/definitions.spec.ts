import { expect, test } from '@playwright/test';
import { checkDefinitionsPanel, definitionsToggle, openSeenInFromGlossary } from '../support/definitions';
import {
  recordEmbedEvents,
  REPORT_PATH,
  reportFrame,
  reportRegion,
  setIdentitySwitch,
  signInWithDashboards,
} from '../support/reports';
import { openPaletteByKeyboard } from '../support/wayfinding';

/** The dashboards' "Definitions" panel in the demo build, against the in-page mock report host. */
test.describe('the Definitions panel', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await recordEmbedEvents(page);
    await signInWithDashboards(page);
  });

  test('lists the page’s metrics, follows the tabs and a click; the glossary leads back', async ({ page }) => {
    await checkDefinitionsPanel(page, reportFrame(page));
    await openSeenInFromGlossary(page, reportFrame(page));
  });

  test('the command palette offers a metric’s definition and the dashboard pages showing it', async ({ page }) => {
    const search = await openPaletteByKeyboard(page);
    await search.fill('weighted sales');
    const results = page.getByRole('dialog');
    await expect(results.getByRole('button', { name: /^Weighted Sales Sales Production/ })).toBeVisible();
    await results
      .getByRole('button', { name: 'Weighted Sales Dashboard page · Market Intelligence › Monthly Trend' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=ReportSection2$`));
    await expect(reportFrame(page).getByRole('main', { name: 'Monthly Trend' })).toBeVisible();
  });

  test('says so when the report failed to load', async ({ page }) => {
    await setIdentitySwitch(page, 'reportLoadFails', true);
    await page.reload();
    await expect(reportRegion(page).getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 60_000 });
    await definitionsToggle(page).click();
    await expect(page.getByRole('region', { name: 'Definitions' })).toContainText(
      'The dashboard did not load, so the metrics on this page cannot be listed.',
    );
  });

  test('is a button of its own on a phone’s action row, not a More item', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await reportRegion(page).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'PDF of this page' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Definitions' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await reportRegion(page).getByRole('button', { name: 'Definitions' }).click();
    const panel = page.getByRole('region', { name: 'Definitions' });
    await expect(panel.getByRole('list', { name: 'Metrics shown on Share by State' })).toBeVisible();
  });
});
