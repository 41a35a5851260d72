import type { Page } from '@playwright/test';
import { HEADLINE_KPI_TEXT } from '../../src/features/reports/constants';
import { expect, test } from '../support/stand-ins-test';
import { REPORT_PATH, SIGNED_OUT_TEXT } from '../support/reports';
import { signIn } from '../support/session';
import { signInToWorkplace } from '../support/workplace';

/** The topic page's lazy chunk (the feature's `SolutionDetailPage`), inside which the report view renders. */
const TOPIC_PAGE_CHUNK = /\/assets\/solution-detail-page-[\w-]+\.js$/;
/** The report view's two halves: the frame with powerbi-client, the workplace side with MSAL. */
const REPORT_VIEW_CHUNK = /\/assets\/report-view-[\w-]{8}\.js$/;
const REPORT_VIEW_CONTENT_CHUNK = /\/assets\/report-view-content-[\w-]+\.js$/;

/**
 * The topic page's and the report view's chunks the page asks for, in the order first asked, by name without hash. A
 * chunk held back (below) was at times asked twice on a busy machine, its preload and its import each a request: the
 * order of first asks is what is claimed.
 */
function recordViewChunks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const name = pathname.replace(/-[\w-]{8}\.js$/, '');
    if (asked.includes(name)) return;
    if ([TOPIC_PAGE_CHUNK, REPORT_VIEW_CHUNK, REPORT_VIEW_CONTENT_CHUNK].some((chunk) => chunk.test(pathname))) {
      asked.push(name);
    }
  });
  return asked;
}

test("a dashboard page fetches the report view's chunks while its own page chunk is still out, the page's first", async ({
  page,
}) => {
  await signIn(page);
  // On a slow connection the first asked is the first served: the page's few KiB before the report's,
  // and the frame's half (powerbi-client) before MSAL's larger one, so the page renders and the frame
  // loads the report's page while the rest is on its way (docs/performance.md).
  const asked = recordViewChunks(page);
  // The topic page's chunk is held until the report view's chunks have been asked for: before, they
  // were fetched only once that page had arrived and rendered (a waterfall of round trips before the
  // report's frame, docs/performance.md), and this would wait in vain.
  let answerTopicPage = () => {};
  const topicPageHeld = new Promise<void>((resolve) => {
    answerTopicPage = resolve;
  });
  await page.route(TOPIC_PAGE_CHUNK, async (route) => {
    await topicPageHeld;
    await route.continue();
  });
  const reportViewRequested = page.waitForRequest(REPORT_VIEW_CHUNK);
  const reportViewContentRequested = page.waitForRequest(REPORT_VIEW_CONTENT_CHUNK);
  await page.goto(REPORT_PATH, { waitUntil: 'commit' });
  await Promise.all([reportViewRequested, reportViewContentRequested]);
  expect(asked).toEqual(['/assets/solution-detail-page', '/assets/report-view', '/assets/report-view-content']);
  answerTopicPage();
  // The page still shows as before: Jordan has not signed in to the workplace in this browser.
  await expect(page.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeVisible();
  await expect(page.getByText(SIGNED_OUT_TEXT)).toBeVisible();
});

test("home, its numbers drawn, prepares their dashboard: the page's and the report view's chunks, without a click", async ({
  page,
}) => {
  await signIn(page);
  // The pointer off the topic cards: one resting on a card prepares its page by intent, which is not what is measured.
  // The sign-in's click left it over home's cards, whose intent may already have asked for a page: that ask is over
  // before the count starts (on a busy machine it came after, and was counted).
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  const asked = recordViewChunks(page);
  await page.goto('/home', { waitUntil: 'networkidle' });
  const tiles = page.getByRole('region', { name: HEADLINE_KPI_TEXT.title }).getByRole('article');
  // Before the dashboard login home has no numbers, and prepares nothing of the dashboards.
  await expect(page.getByRole('region', { name: HEADLINE_KPI_TEXT.title })).toContainText(HEADLINE_KPI_TEXT.signedOut);
  expect(asked).toEqual([]);

  await signInToWorkplace(page, 'jordan.avery@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await expect(tiles.first()).toBeVisible();
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('data-kpi-phase', 'rendered', { timeout: 30_000 });
  }
  // Then asked for without a click or a hover, the topic page's first.
  await expect
    .poll(() => asked)
    .toEqual(['/assets/solution-detail-page', '/assets/report-view', '/assets/report-view-content']);
  await expect(page).toHaveURL(/\/home$/);
});
