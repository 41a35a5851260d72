import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { EXPORT_TEXT } from '../../src/features/reports/constants';
import { expect, test } from '../support/stand-ins-test';
import { REPORT_PATH } from '../support/reports';
import { embedFrame, openDashboardForReal } from '../support/workplace';

/**
 * The production build's dashboards against reports as the carrier's are (the stand-in's report host):
 * reports with hidden pages (a drill-through target, a tooltip page: `visibility` 1 in `getPages()`),
 * reached only by a drill-through from a data point; and an export that carries the state on screen.
 */

const DASHBOARDS = [
  { path: '/sales-2024/market-intelligence', title: 'Market Intelligence' },
  { path: '/sales-2024/customer-segmentation', title: 'Customer Segmentation' },
  { path: '/sales-2024/agent-productivity', title: 'Agent Productivity' },
  { path: '/sales-2024/sales-opportunity', title: 'Sales Opportunity' },
];

interface ReportPageModel {
  name: string;
  displayName: string;
  visibility?: number;
}

/** Every answer to the SDK's `getPages` the report's frame posted to the portal, as the SDK received it. */
async function recordPageAnswers(page: Page) {
  await page.addInitScript(() => {
    const answers: unknown[] = [];
    (window as unknown as { __pageAnswers: unknown[] }).__pageAnswers = answers;
    window.addEventListener('message', (event: MessageEvent<{ statusCode?: number; body?: unknown }>) => {
      const body = event.data?.body;
      const isPages =
        Array.isArray(body) && body.length > 0 && body.every((item) => typeof item?.visibility === 'number');
      if (event.data?.statusCode === 200 && isPages) answers.push(body);
    });
  });
}
const pageAnswers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageAnswers: ReportPageModel[][] }).__pageAnswers);

const region = (page: Page, title = 'Market Intelligence') => page.getByRole('region', { name: `${title} dashboard` });
const tabs = (page: Page, title?: string) => region(page, title).getByRole('tablist', { name: 'Dashboard pages' });
const framePage = (page: Page, displayName: string) => embedFrame(page).getByRole('main', { name: displayName });
const rendered = (page: Page, title: string) =>
  expect(region(page, title).locator('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered', {
    timeout: 30_000,
  });

async function signedInOnReport(page: Page) {
  await openDashboardForReal(page);
}

test('no hidden page is a tab on any of the four dashboards, while their reports do have hidden pages', async ({
  page,
}) => {
  test.slow();
  await recordPageAnswers(page);
  await signedInOnReport(page);
  let reportsWithHiddenPages = 0;
  for (const { path, title } of DASHBOARDS) {
    await page.goto(path);
    await rendered(page, title);
    await expect.poll(async () => (await pageAnswers(page)).length).toBeGreaterThan(0);
    const reported = (await pageAnswers(page)).at(-1)!;
    const hidden = reported.filter((model) => model.visibility === 1).map((model) => model.displayName);
    const visible = reported.filter((model) => model.visibility !== 1).map((model) => model.displayName);
    if (hidden.length > 0) reportsWithHiddenPages += 1;
    await expect(tabs(page, title).getByRole('tab')).toHaveText(visible);
    for (const name of hidden) await expect(tabs(page, title).getByRole('tab', { name })).toHaveCount(0);
  }
  // The stand-in's reports are as the carrier's: drill-through and tooltip pages in at least two.
  expect(reportsWithHiddenPages).toBeGreaterThanOrEqual(2);

  // A URL naming a hidden page opens the first visible page, and says so.
  await page.goto(`${REPORT_PATH}?page=ReportSectionStateDetail`);
  await expect(framePage(page, 'Share by State')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=ReportSection1$`));
  await expect(tabs(page).getByRole('tab', { name: 'Share by State' })).toHaveAttribute('aria-selected', 'true');
});

/** A right click on Texas' bar, then the context menu's "Drill through". */
async function drillThroughTexas(page: Page) {
  await embedFrame(page)
    .locator('rect.bar', { has: page.locator('title', { hasText: /^Texas:/ }) })
    .click({ button: 'right' });
  await embedFrame(page).getByRole('menuitem', { name: 'Drill through: State detail' }).click();
  await expect(framePage(page, 'State detail')).toBeVisible();
}

test('a drill-through from a data point shows the hidden page with no tab for it, and both Backs return', async ({
  page,
}) => {
  test.slow();
  await signedInOnReport(page);
  const pageChanges: string[] = [];
  await page.exposeFunction('__pageChanged', (name: string) => pageChanges.push(name));
  await page.evaluate(() =>
    document.addEventListener('pageChanged', (event) =>
      (window as unknown as { __pageChanged: (name: string) => void }).__pageChanged(
        (event as CustomEvent<{ newPage: { name: string } }>).detail.newPage.name,
      ),
    ),
  );

  await drillThroughTexas(page);
  // The drilled page, filtered on the data point: Texas alone.
  await expect(framePage(page, 'State detail').getByRole('cell', { name: 'Texas', exact: true })).toBeVisible();
  await expect(framePage(page, 'State detail').getByRole('cell', { name: 'Florida', exact: true })).toHaveCount(0);
  await expect.poll(() => pageChanges).toEqual(['ReportSectionStateDetail']);
  // No tab pretends to be the hidden page; the URL never names it.
  await expect(tabs(page).getByRole('tab')).toHaveText(['Share by State', 'Monthly Trend']);
  await expect(tabs(page).getByRole('tab', { selected: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?drill=true$`));

  // The report's own Back button.
  await embedFrame(page).getByRole('button', { name: 'Back' }).click();
  await expect(framePage(page, 'Share by State')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}$`));
  await expect(tabs(page).getByRole('tab', { name: 'Share by State' })).toHaveAttribute('aria-selected', 'true');

  // The browser's Back.
  await drillThroughTexas(page);
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?drill=true$`));
  await page.goBack();
  await expect(framePage(page, 'Share by State')).toBeVisible();
  // The portal moved the report back (`setPage`), whose page change names the page in the URL.
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}(\\?page=ReportSection1)?$`));
  await expect(tabs(page).getByRole('tab', { name: 'Share by State' })).toHaveAttribute('aria-selected', 'true');
  expect(pageChanges).toEqual([
    'ReportSectionStateDetail',
    'ReportSection1',
    'ReportSectionStateDetail',
    'ReportSection1',
  ]);
});

test('an export carries the state on screen, and the file shows it: September, Texas and Florida', async ({ page }) => {
  test.slow();
  await signedInOnReport(page);
  const frame = embedFrame(page);
  await frame.getByRole('combobox', { name: 'Month' }).selectOption('Sep');
  const states = frame.getByRole('group', { name: 'State' });
  await states.getByRole('button', { name: 'Texas' }).click();
  await states.getByRole('button', { name: 'Florida' }).click();
  await expect(framePage(page, 'Share by State').getByRole('cell', { name: 'Ohio', exact: true })).toHaveCount(0);

  for (const [format, choice] of [
    ['PDF', EXPORT_TEXT.pdf],
    ['PPTX', EXPORT_TEXT.pptx],
  ] as const) {
    await region(page).getByRole('button', { name: EXPORT_TEXT.export }).click();
    const requested = page.waitForRequest((sent) => sent.url().endsWith('/ExportTo') && sent.method() === 'POST');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: choice }).click();
    const body = (await requested).postDataJSON() as {
      format: string;
      powerBIReportConfiguration: { pages: { pageName: string }[]; defaultBookmark?: { state?: string } };
    };
    expect(body.format).toBe(format);
    expect(body.powerBIReportConfiguration.pages).toEqual([{ pageName: 'ReportSection1' }]);
    expect(body.powerBIReportConfiguration.defaultBookmark?.state).toEqual(expect.any(String));
    const file = (await readFile(await (await downloaded).path())).toString('latin1');
    // Both files keep their text as written (the PDF's page stream and the slide are stored uncompressed).
    expect(file).toContain('Month: Sep');
    expect(file).toContain('State: Texas, Florida');
    expect(file).not.toContain('Ohio');
    expect(file.slice(0, format === 'PDF' ? 5 : 4)).toBe(format === 'PDF' ? '%PDF-' : 'PK\x03\x04');
  }
});

test("the next dashboard loads into the same frame, as the SDK does: the service's page is not loaded again, and nothing of the last report stays", async ({
  page,
}) => {
  await signedInOnReport(page);
  const iframe = page.locator('iframe[src^="https://app.powerbi.com/reportEmbed"]');
  const loadedAt = async () =>
    (await (await iframe.elementHandle())!.contentFrame())!.evaluate(() => performance.timeOrigin);
  const firstLoad = await loadedAt();
  await iframe.evaluate((element) => element.setAttribute('data-first', ''));
  // A drill-through on the first report: the frame's next report must not carry it.
  await drillThroughTexas(page);

  const strip = page.getByRole('navigation', { name: '2024 Deployment navigation' });
  await strip.getByRole('link', { name: 'Customer Segmentation' }).click();
  await rendered(page, 'Customer Segmentation');
  await expect(embedFrame(page).getByRole('heading', { name: 'Customer Segmentation' })).toBeVisible();
  await expect(iframe).toHaveAttribute('data-first', '');
  expect(await loadedAt()).toBe(firstLoad);
  // Its own pages, its first one shown.
  await expect(tabs(page, 'Customer Segmentation').getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');

  // Back to the first: drawn afresh, in the same frame, on its first page (a drill-through is not
  // opened again by a URL, as after a reload).
  await page.goBack();
  await rendered(page, 'Market Intelligence');
  await expect(framePage(page, 'Share by State')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Share by State' })).toHaveAttribute('aria-selected', 'true');
  expect(await loadedAt()).toBe(firstLoad);
});
