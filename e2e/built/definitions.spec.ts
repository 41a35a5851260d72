import { checkDefinitionsPanel, openSeenInFromGlossary } from '../support/definitions';
import { expect, test } from '../support/contract-proxy';
import { REPORT_PATH } from '../support/reports';
import { signIn } from '../support/session';
import { embedFrame, expectRendered, signInToWorkplace } from '../support/workplace';

/**
 * The dashboards' "Definitions" panel in the production build, against the Power BI stand-in on its
 * own site: the page's visuals come from the report through the SDK (`getVisuals`), the clicks as the
 * service raises them, across origins.
 */
test.beforeEach(async ({ request }) => {
  const standIns = String(test.info().config.metadata.standInHooksUrl);
  expect((await request.post(`${standIns}/reset`, { ignoreHTTPSErrors: true })).ok()).toBe(true);
  const hooks = String(test.info().config.metadata.hooksBaseUrl);
  expect((await request.post(`${hooks}/__test/reset`)).ok()).toBe(true);
});

test('the Definitions panel lists the page’s metrics, follows the tabs and a click; the glossary leads back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(REPORT_PATH);
  await signInToWorkplace(page, 'jordan.avery@example.com');
  await expectRendered(page);
  await checkDefinitionsPanel(page, embedFrame(page));
  await openSeenInFromGlossary(page, embedFrame(page));
});
