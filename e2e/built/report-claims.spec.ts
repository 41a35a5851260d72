import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_DASHBOARDS } from '../../src/mocks/report-host/dashboards';
import { productionTestEnv, SERVED_BUILDS } from '../../scripts/test/build-served.mjs';
import { parseHomeKpis } from '../../src/config/home-kpis';
import { expect, test } from '../support/contract-proxy';
import { REPORT_PATH } from '../support/reports';
import { signIn } from '../support/session';
import { expectRendered, resetStandInsAndServer, signInToWorkplace } from '../support/workplace';

/**
 * What the production build says about the carrier's dashboards is what their reports show (R10.7):
 * it ships none of the demo reports' mapping, claims nothing before a report has been seen, and then
 * only what that report's pages say. (The demo build keeps the demo's claims: e2e/metrics/definitions.spec.ts.)
 */

const GLOSSARY = '/sales-2024/metrics-for-performance-tracking';

/** The pages the build's own configuration names (home's headline KPIs, VITE_HOME_KPIS): the carrier's, not a mapping. */
const CONFIGURED_PAGES = new Set(parseHomeKpis(productionTestEnv().VITE_HOME_KPIS).kpis.map((kpi) => kpi.page));

/** Every page name and visual title of the demo's reports (which its hand-written mapping names). */
const DEMO_REPORT_WORDS = [
  ...new Set(
    Object.values(MOCK_DASHBOARDS).flatMap((dashboard) =>
      dashboard.pages.flatMap((page) => [page.name, ...page.visuals.map((visual) => visual.title)]),
    ),
  ),
].filter((word) => !CONFIGURED_PAGES.has(word));

test('the production build ships none of the demo reports’ mapping', () => {
  const dir = SERVED_BUILDS.production;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html)$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    // Whole, as a string or a key is written (a word inside a name, MSAL's `pathSegments`, is not one).
    const written = (word: string) =>
      new RegExp(`(?<![\\w$])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$])`).test(text);
    return DEMO_REPORT_WORDS.filter(written).map((word) => `${file}: ${word}`);
  });
  expect(found).toEqual([]);
});

test('the glossary claims no dashboard page before a report was seen, then only what its pages say', async ({
  page,
  request,
}) => {
  await resetStandInsAndServer(request);
  await signIn(page);
  await page.goto(`${GLOSSARY}#metric-weighted-sales`);
  await expect(page.locator('#metric-weighted-sales')).toBeVisible();
  await expect(page.getByText('Seen in:')).toHaveCount(0);

  await page.goto(REPORT_PATH);
  await signInToWorkplace(page, 'jordan.avery@example.com');
  await expectRendered(page);
  await page.goto(`${GLOSSARY}#metric-weighted-sales`);
  const weightedSales = page.locator('#metric-weighted-sales');
  await expect(weightedSales).toContainText('Seen in:');
  // Its monthly chart's title names it; "Share by State" shows it only inside a card titled "Year to
  // date" (the demo's mapping claims that page too, by hand).
  await expect(weightedSales.getByRole('link', { name: /^Market Intelligence › / })).toHaveText([
    'Market Intelligence › Monthly Trend',
  ]);
  // The demo claims Agent Share on "Share by State"; no title there says it.
  await page.goto(`${GLOSSARY}#metric-agent-share`);
  await expect(page.locator('#metric-agent-share')).toBeVisible();
  await expect(page.locator('#metric-agent-share')).not.toContainText('Seen in:');
});
