import { expect, test } from '../support/stand-ins-test';
import { confirmSignOutInPanel } from '../support/account';
import { REPORT_PATH } from '../support/reports';
import { signInByForm } from '../support/session';
import {
  expectDashboardLoginAsksForPassword,
  identityCookies,
  openDashboardForReal,
  PROVIDER_SESSION_COOKIE,
} from '../support/workplace';

/**
 * The identity provider's sign-out is a duty until done (docs/security.md, "How a session ends"), on the
 * production build behind nginx against the cross-site stand-ins.
 */

const END_SESSION_PAGE = /\/oauth2\/v2\.0\/logout\?/;

test("the provider's end-session page fails to load: the next start finishes the provider's sign-out", async ({
  page,
}) => {
  // Two portal sign-ins, a workplace sign-in, a sign-out through the provider and two dashboards: beside
  // the other suites in a local CI run it ran out of the common 45 s, each step slow, none stuck.
  test.setTimeout(90_000);
  await openDashboardForReal(page);

  await page.route(END_SESSION_PAGE, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (sent) => END_SESSION_PAGE.test(sent.url()));
  await confirmSignOutInPanel(page, 'Jordan Avery');
  await failed;
  await page.unroute(END_SESSION_PAGE);
  expect(await identityCookies(page.context())).toContain(PROVIDER_SESSION_COOKIE); // Jordan's, still

  await page.goto('/login'); // the next start, in this tab or any other

  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await identityCookies(page.context())).not.toContain(PROVIDER_SESSION_COOKIE);
  await signInByForm(page, 'mlee');
  await page.goto(REPORT_PATH);
  await expectDashboardLoginAsksForPassword(page);
});
