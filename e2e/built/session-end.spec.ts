import { type BrowserContext, type Page } from '@playwright/test';
import { AUTH_TEXT, SIGN_IN_NOTICE_TEXT } from '../../src/features/auth/constants';
import { expect, test } from '../support/stand-ins-test';
import { confirmSignOutInPanel } from '../support/account';
import { REPORT_PATH, SIGN_IN_PATH } from '../support/reports';
import { restartBrowser, signIn, signInByForm } from '../support/session';
import {
  expectDashboardLoginAsksForPassword,
  IDENTITY_ORIGIN,
  identityCookies,
  openDashboardForReal,
  PROVIDER_SESSION_COOKIE,
  serverHook,
  sessionLeftovers,
} from '../support/workplace';

/**
 * Every way a portal session ends, on the production build behind nginx against the cross-site
 * stand-ins for Entra ID and Power BI: each runs the session's one end (src/session/end-session.ts), and after each nothing of the session is left for the next person at the computer,
 * neither in the browser nor at the identity provider.
 */

const IDLE_WARNING = AUTH_TEXT.idleWarningTitle;

/** Jordan, without "Remember me", opens a dashboard and signs in to the workplace there. */
async function jordanOnADashboard(page: Page) {
  await openDashboardForReal(page);
  expect(await identityCookies(page.context())).toContain(PROVIDER_SESSION_COOKIE);
}

/** Records the top-level visits of a page (the provider's end-session page must be one of them). */
function topLevelVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) visited.push(sent.url());
  });
  return visited;
}
/**
 * Jordan on a dashboard and, in a second tab of the same browser, on home: the two tabs of the
 * "sign-out in another tab" checks, each recording its top-level visits from here on.
 */
async function jordanInTwoTabs(page: Page) {
  await jordanOnADashboard(page);
  const other = await page.context().newPage();
  await other.goto('/home');
  await expect(other.getByRole('button', { name: 'Open account panel' })).toBeVisible();
  return { other, visitedByOther: topLevelVisits(other), visitedByFirst: topLevelVisits(page) };
}
const END_SESSION = new RegExp(`^${IDENTITY_ORIGIN}/[^/]+/oauth2/v2.0/logout\\?.*logout_hint=`);

/**
 * Nothing of the session is left: no portal key, no `token_info`, no `msal.` key or cookie, no
 * provider session; and the next person's "Dashboard Login" asks for a password, offering no account.
 */
async function expectNothingLeft(page: Page) {
  await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
  expect(await sessionLeftovers(page)).toEqual([]);
  expect(await identityCookies(page.context())).not.toContain(PROVIDER_SESSION_COOKIE);

  await signInByForm(page, 'mlee');
  await page.goto(REPORT_PATH);
  await expectDashboardLoginAsksForPassword(page);
}

async function expectAllTabsClean(context: BrowserContext) {
  for (const tab of context.pages()) expect(await sessionLeftovers(tab), tab.url()).toEqual([]);
}

test('Sign Out in the tab that signed in to the workplace', async ({ page }) => {
  await jordanOnADashboard(page);
  const visited = topLevelVisits(page);
  await confirmSignOutInPanel(page, 'Jordan Avery');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
  await expectNothingLeft(page);
});

test('Sign Out in another tab: it ends the workplace session, and the tab that signed in follows', async ({ page }) => {
  const { other, visitedByOther, visitedByFirst } = await jordanInTwoTabs(page);

  await confirmSignOutInPanel(other, 'Jordan Avery');
  await expect(other.getByText('You have been signed out.')).toBeVisible();
  // The tab that signed in follows to /login, saying where the sign-out happened (R10.6); the provider
  // is visited once, by the tab that decided.
  await expect(page.getByText('You signed out in another tab or window.')).toBeVisible();
  expect(visitedByOther).toContainEqual(expect.stringMatching(END_SESSION));
  expect(visitedByFirst.filter((url) => url.startsWith(IDENTITY_ORIGIN))).toEqual([]);
  await expectAllTabsClean(page.context());
  await expectNothingLeft(other);
});

test('a 401: the session ended on the server ends it in the browser and at the provider', async ({ page, request }) => {
  await jordanOnADashboard(page);
  await serverHook(request, 'clock', { advanceSeconds: 8 * 3600 + 1 });
  const visited = topLevelVisits(page);
  // The next call (the reload's /get-token with the stored token) is answered 401.
  await page.reload();
  await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
  expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
  await expectNothingLeft(page);
});

test('the session lapses while no tab is open: the next visit ends what was left', async ({ page, request }) => {
  await jordanOnADashboard(page);
  const context = page.context();
  await page.close();
  await serverHook(request, 'clock', { advanceSeconds: 8 * 3600 + 1 });

  const next = await context.newPage();
  const visited = topLevelVisits(next);
  await next.goto('/home');
  await expect(next).toHaveURL(/\/login(\?signedOut=1)?$/);
  expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
  await expectNothingLeft(next);
});

test('a browser restart: the first start ends what the last session left', async ({ page, browser }) => {
  await jordanOnADashboard(page);
  const next = await restartBrowser(page, browser);
  await page.context().close();
  const visited = topLevelVisits(next);
  await next.goto('/home');
  await expect(next).toHaveURL(/\/login(\?signedOut=1)?$/);
  expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
  await expectNothingLeft(next);
  await next.context().close();
});

test.describe('the idle time-out of a session without "Remember me"', () => {
  test('warns two minutes before, then ends the session', async ({ page }) => {
    await page.clock.install();
    await jordanOnADashboard(page);
    await page.clock.fastForward('27:50');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toHaveCount(0);
    await page.clock.fastForward('00:20');
    const warning = page.getByRole('dialog', { name: IDLE_WARNING });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    const visited = topLevelVisits(page);
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/login(\?signedOut=1)?$/);
    expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
    await expectNothingLeft(page);
  });

  test('the dashboard sign-in page counts as use and is ended by the time-out too (R10.5)', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto(REPORT_PATH);
    // Dashboard Login, and the person leaves the provider's window open on its sign-in form.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Dashboard Login' }).click();
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
    await popupOpened;
    // Use on the dashboard sign-in page keeps the session: 20 minutes in, a key press there.
    await page.clock.fastForward('20:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('20:00');
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toHaveCount(0);
    // Then nobody: the warning on this page, and the end.
    await page.clock.fastForward('08:10');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByText(SIGN_IN_NOTICE_TEXT.idle)).toBeVisible();
    expect(await sessionLeftovers(page)).toEqual([]);
  });

  test('"Sign out now" ends the session as Sign Out does, in every tab', async ({ page }) => {
    await page.clock.install(); // the context's clock: every tab's
    const { other, visitedByOther, visitedByFirst } = await jordanInTwoTabs(page);

    await page.clock.fastForward('28:10');
    for (const tab of [page, other]) await expect(tab.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    const warning = other.getByRole('dialog', { name: IDLE_WARNING });
    await expect(warning.getByRole('timer')).toHaveText(/^Signing you out in 1:[45]\d$/);
    await warning.getByRole('button', { name: AUTH_TEXT.signOutNow }).click();

    // The person's own sign-out (not the time-out's notice), and the other tab follows, as after Sign Out.
    await expect(other.getByText('You have been signed out.')).toBeVisible();
    await expect(page.getByText('You signed out in another tab or window.')).toBeVisible();
    await expect(page.getByText(SIGN_IN_NOTICE_TEXT.idle)).toHaveCount(0);
    expect(visitedByOther).toContainEqual(expect.stringMatching(END_SESSION));
    expect(visitedByFirst.filter((url) => url.startsWith(IDENTITY_ORIGIN))).toEqual([]);
    await expectAllTabsClean(page.context());
    await expectNothingLeft(other);
  });

  test('"Stay signed in" keeps the session, on the server too', async ({ page, request }) => {
    await page.clock.install();
    await jordanOnADashboard(page);
    // Both clocks move on together: the portal's, and the server's (whose idle rule is the same).
    await serverHook(request, 'clock', { advanceSeconds: 28 * 60 + 10 });
    await page.clock.fastForward('28:10');
    const warning = page.getByRole('dialog', { name: IDLE_WARNING });
    await expect(warning).toBeVisible();
    const keptAlive = page.waitForResponse(
      (response) => /\/api\/get-(session|token)$/.test(new URL(response.url()).pathname) && response.ok(),
    );
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await keptAlive;
    await expect(warning).toHaveCount(0);
    // Past the first deadline, on both clocks: still signed in, and the server still knows the session.
    await serverHook(request, 'clock', { advanceSeconds: 5 * 60 });
    await page.clock.fastForward('05:00');
    await expect(warning).toHaveCount(0);
    await page.reload(); // its /get-token is answered only for a live session
    await expect(page.getByRole('button', { name: 'Open account panel' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}$`));
    expect(await identityCookies(page.context())).toContain(PROVIDER_SESSION_COOKIE);
  });
});
