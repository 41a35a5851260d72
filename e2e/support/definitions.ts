import { expect, type FrameLocator, type Page } from '@playwright/test';
import { REPORT_PATH, reportRegion } from './reports';

/**
 * What the mock report host's Market Intelligence pages show, by the demo's mapping
 * (src/features/deployment/demo-dashboard-metrics.ts), in the order of the page's visuals. The
 * production build has no such mapping: e2e/built/definitions.spec.ts has what it learns.
 */
const SHARE_BY_STATE = ['Weighted Sales', 'Market Size', 'Market Share', 'Agent Share', 'Active Agents'];
const MONTHLY_TREND = ['Weighted Sales'];
/** The glossary's calculations of the two metrics the clicks are about (the start of each). */
const MARKET_SHARE = 'Market Share: Weighted Sales / Market Size for life';
const WEIGHTED_SALES = 'Weighted Sales: Annual premium equivalent (APE) of sold policies';

export function definitionsToggle(page: Page) {
  return reportRegion(page).getByRole('button', { name: 'Definitions' });
}

export function definitionsPanel(page: Page) {
  return page.getByRole('region', { name: 'Definitions' });
}

/** The names of the entries listed, read from their links to the glossary ("… in the glossary"). */
export async function listedMetrics(page: Page, reportPage: string): Promise<string[]> {
  const list = definitionsPanel(page).getByRole('list', { name: `Metrics shown on ${reportPage}` });
  const links = await list.getByRole('link').evaluateAll((found) => found.map((link) => link.ariaLabel ?? ''));
  return links.map((label) => label.replace(/ in the glossary$/, ''));
}

/** Records what the page's live region says from now on, one entry per announcement. */
async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    const region = document.querySelector('[data-testid="live-announcer"]');
    if (!region) throw new Error('No live region');
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) said.push(node.textContent ?? '');
    }).observe(region, { childList: true });
  });
}
const announcements = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/**
 * The "Definitions" panel on Market Intelligence, its report drawn in `frame`: it lists the page's
 * metrics from the report, is reached and walked with the keyboard, marks and announces (once per
 * click) a clicked visual's metric while the report keeps the focus, and follows a page change.
 */
export async function checkDefinitionsPanel(page: Page, frame: FrameLocator) {
  const toggle = definitionsToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const expected = SHARE_BY_STATE;
  await expect.poll(() => listedMetrics(page, 'Share by State')).toEqual(expected);
  const panel = definitionsPanel(page);
  await expect(panel.getByText(MARKET_SHARE.replace('Market Share: ', ''))).toBeVisible();
  const weighted = panel.getByRole('listitem').filter({ hasText: 'Weighted Sales' }).first();
  await expect(weighted.getByText('Priority', { exact: true })).toBeVisible();

  // Beside the report, the pane names the page; from the toolbar the keyboard reaches the list, and walks it entry by entry.
  await expect(panel.getByRole('heading', { name: 'Definitions · Share by State' })).toBeVisible();
  const firstLink = panel.getByRole('link', { name: `${expected[0]} in the glossary` });
  for (let step = 0; step < 10 && !(await firstLink.evaluate((link) => link === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: `${expected[1]} in the glossary` })).toBeFocused();

  // A click on a visual marks its metric, announces it once, and leaves the focus in the report.
  await recordAnnouncements(page);
  const marked = panel.locator('[data-highlighted]');
  await frame.getByRole('button', { name: /^Market share/ }).click();
  await expect(marked).toHaveAttribute('data-metric', 'Market Share');
  await expect(marked).toContainText('From the visual you clicked');
  await expect.poll(() => announcements(page)).toEqual([expect.stringMatching(`^${MARKET_SHARE}`)]);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  // The same metric clicked again is announced again; a row of the table, by its visual's metric.
  await frame.getByRole('button', { name: /^Market share/ }).click();
  const marketShare = expect.stringMatching(`^${MARKET_SHARE}`);
  await expect.poll(() => announcements(page)).toEqual([marketShare, marketShare]);
  // On the row's left: below 1440 px the open pane lies over the report's right side, where the row's end is.
  const texas = frame.getByRole('row', { name: /^Texas/ });
  await texas.click({ position: { x: 16, y: (await texas.boundingBox())!.height / 2 } });
  await expect(marked).toHaveAttribute('data-metric', 'Weighted Sales');
  await expect
    .poll(() => announcements(page))
    .toEqual([marketShare, marketShare, expect.stringMatching(`^${WEIGHTED_SALES.replace(/[()]/g, '\\$&')}`)]);

  // Another page of the report, another list.
  await page.getByRole('tablist', { name: 'Dashboard pages' }).getByRole('tab', { name: 'Monthly Trend' }).click();
  await expect(frame.getByRole('main', { name: 'Monthly Trend' })).toBeVisible();
  await expect.poll(() => listedMetrics(page, 'Monthly Trend')).toEqual(MONTHLY_TREND);
}

/** A glossary entry's "Seen in" link opens the dashboard page that shows the metric. */
export async function openSeenInFromGlossary(page: Page, frame: FrameLocator) {
  await page.goto('/sales-2024/metrics-for-performance-tracking#metric-weighted-sales');
  const entry = page.locator('#metric-weighted-sales');
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Seen in:');
  await entry.getByRole('link', { name: 'Market Intelligence › Monthly Trend' }).click();
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=ReportSection2$`));
  await expect(frame.getByRole('main', { name: 'Monthly Trend' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tab', { name: 'Monthly Trend' })).toHaveAttribute('aria-selected', 'true');
}
