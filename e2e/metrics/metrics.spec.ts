import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { PDF_FRAME_SHOW_ANYWAY_MS } from '../../src/features/metrics/constants';
import { failOnUncaughtError } from '../support/page-errors';
import { asABrowserThatShowsPdfs } from '../support/pdf-viewer';
import { signIn } from '../support/session';

const METRICS_PATH = '/sales-2024/metrics-for-performance-tracking';
const QUICK_WINS_PATH = '/sales-2024/quick-wins';

async function openMetrics(page: Page) {
  await signIn(page);
  await page.goto(METRICS_PATH);
  await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toBeVisible();
}

test.describe('Metrics for Performance Tracking', () => {
  test('shows one tab per group with the first selected, badges and the legend', async ({ page }) => {
    await openMetrics(page);
    await expect(page.getByRole('tab')).toHaveText([
      'Sales Pipeline',
      'Sales Production',
      'Inforce & Customer Penetration',
      'Product Mix',
      'Agents & Recruiting',
      'Implied Metrics & Ratios',
    ]);
    await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    const pipeline = page.getByRole('tabpanel', { name: 'Sales Pipeline' });
    await expect(pipeline.getByRole('listitem')).toHaveCount(15);
    await expect(pipeline.getByText('Priority', { exact: true })).toHaveCount(5);
    // On a laptop the legend is the "Priority only" chip's tooltip (and its description).
    await page.getByRole('switch', { name: 'Priority only' }).hover();
    await expect(page.getByRole('tooltip').getByText('indicates prioritized KPIs')).toBeVisible();

    await page.getByRole('tab', { name: 'Agents & Recruiting' }).click();
    const agents = page.getByRole('tabpanel', { name: 'Agents & Recruiting' });
    await expect(agents.getByText('High Producing Agents', { exact: true })).toBeVisible();
    await expect(
      agents.getByText('Producing Agents with weighted sales above $50K in the last 12 months.'),
    ).toBeVisible();
    await expect(agents.getByText('Priority', { exact: true })).toHaveCount(6);
    await expect(pipeline).toBeHidden();
  });

  test('moves between tabs with the arrow keys', async ({ page }) => {
    await openMetrics(page);
    // On a laptop the groups are a vertical list (a ninth grade): down and up move along it.
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await page.getByRole('tab', { name: 'Sales Pipeline' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Sales Production' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sales Production' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sales Production' }).getByText('Cross-Sell Ratio')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('tab', { name: 'Implied Metrics & Ratios' })).toHaveAttribute('aria-selected', 'true');
  });

  test('shows the glossary as a table', async ({ page }) => {
    await openMetrics(page);
    await page.getByText('All metrics', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Performance metrics' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Metric Category',
      'Metric',
      'Metric Description/Calculation',
      'Prioritized KPIs',
    ]);
    await expect(table.getByRole('cell', { name: 'X', exact: true })).toHaveCount(23);
    await expect(table.getByRole('rowheader', { name: 'Product Mix' })).toBeVisible();
  });

  test('exports performance_metrics.csv from the keyboard and records the activity', async ({ page }) => {
    failOnUncaughtError(page);
    await openMetrics(page);
    const exportButton = page.getByRole('button', { name: 'Export as .csv' });
    await exportButton.focus();
    const downloadEvent = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloadEvent;

    expect(download.suggestedFilename()).toBe('performance_metrics.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Metric Category","Metric","Metric Description/Calculation","Prioritized KPIs"');
    expect(lines[1]).toBe(
      '"Sales Pipeline","Client Meetings/Calls","Number of client meetings and calls held by agents in the reporting period.",""',
    );
    expect(lines).toContain(
      '"Implied Metrics & Ratios","Market Share","Weighted Sales / Market Size for life; Unweighted Sales / Market Size for annuities.",""',
    );
    expect(lines.filter((line) => line.endsWith(',"X"'))).toHaveLength(23);

    await expect
      .poll(async () => {
        const log = await page.evaluate(() => window.__mockBackend!.getActivityLog());
        return log.map(({ activity, page: title }) => ({ activity, page: title }));
      })
      .toContainEqual({ activity: 'Exported performance metrics as CSV', page: 'Metrics for Performance Tracking' });
  });
});

/** Holds the Quick Wins file back: `requested` is the frame's request, to answer when the test says. */
async function holdTheFile(page: Page): Promise<{ requested: Promise<Route> }> {
  let held: (route: Route) => void = () => undefined;
  const requested = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/quick-wins-presentation.pdf', (route) => held(route));
  return { requested };
}

test.describe('Quick Wins', () => {
  test('embeds the presentation at 85% of the viewport height with a download link', async ({ page }) => {
    await asABrowserThatShowsPdfs(page);
    await signIn(page);
    await page.goto(QUICK_WINS_PATH);
    const frame = page.getByTitle('Quick Wins presentation');
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.abs(box!.height - 0.85 * viewport.height)).toBeLessThanOrEqual(2);

    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    // The same file, its slides alone (no viewer toolbar or thumbnails in the page).
    expect(await frame.getAttribute('src')).toBe(`${href}#toolbar=0&navpanes=0&view=FitH`);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test("the frame stays unseen over the card's surface and a slide's placeholder until it has loaded", async ({
    page,
  }) => {
    // The twelfth grade: on a laptop Chromium's viewer was a near-black block until the first slide was drawn. The
    // file is held, so the frame cannot have loaded; then it is let through, and the frame's load event shows it.
    await asABrowserThatShowsPdfs(page);
    await signIn(page);
    const { requested } = await holdTheFile(page);
    await page.goto(QUICK_WINS_PATH);
    const frame = page.getByTitle('Quick Wins presentation');
    const stage = page.locator('[data-pdf-frame]');
    const placeholder = stage.locator('[data-pdf-placeholder]');
    const route = await requested;
    await expect(stage).toHaveAttribute('data-pdf-frame', 'loading');
    await expect(frame).toBeHidden();
    await expect(placeholder).toBeVisible();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Slides</title><p>Slide 1</p>' });
    await expect(frame).toBeVisible();
    // By its load event, not the time-out.
    await expect(stage).toHaveAttribute('data-pdf-frame', 'loaded');
    await expect(placeholder).toHaveCount(0);
    // The placeholder stood on the card's surface, not the viewer's dark.
    const [background, surface] = await stage.evaluate((element) => {
      const probe = element.ownerDocument.createElement('div');
      probe.style.backgroundColor = 'var(--portal-surface)';
      element.ownerDocument.body.append(probe);
      const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).backgroundColor];
      probe.remove();
      return colours;
    });
    expect(background).toBe(surface);
  });

  test('a frame that never says it loaded is shown all the same after the time-out', async ({ page }) => {
    await page.clock.install();
    await asABrowserThatShowsPdfs(page);
    await signIn(page);
    // The file never comes, so no load event: only the time-out can show the frame.
    const { requested } = await holdTheFile(page);
    await page.goto(QUICK_WINS_PATH);
    const frame = page.getByTitle('Quick Wins presentation');
    await requested;
    await expect(page.locator('[data-pdf-frame]')).toHaveAttribute('data-pdf-frame', 'loading');
    await expect(frame).toBeHidden();
    await page.clock.fastForward(PDF_FRAME_SHOW_ANYWAY_MS);
    await expect(frame).toBeVisible();
    await expect(page.locator('[data-pdf-frame]')).toHaveAttribute('data-pdf-frame', 'timed-out');
  });

  test('a browser that shows no PDF in the page (this one, as many phones) gets a poster that opens or downloads it', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(QUICK_WINS_PATH);
    const poster = page.getByRole('region', { name: 'Quick Wins presentation' });
    await expect(poster).toContainText('8 slides · PDF');
    await expect(page.getByTitle('Quick Wins presentation')).toHaveCount(0);
    const open = poster.getByRole('link', { name: 'Open PDF' });
    const download = poster.getByRole('link', { name: 'Download PDF' });
    await expect(open).toHaveAttribute('target', '_blank');
    expect(await open.getAttribute('href')).toBe(await download.getAttribute('href'));
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
