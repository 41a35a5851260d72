import { expect, test, type Page } from '@playwright/test';
import { plantExpiredRememberedUserInfo } from '../support/auth';
import { confirmSignOutInPanel } from '../support/account';
import { setFault } from '../support/faults';
import { SERVED_API_TIMEOUT_MS } from '../../scripts/test/build-served.mjs';
import { START_CHUNK } from '../support/served-builds';
import { DEMO_PASSWORD, loginForm, openSignInPage, signIn } from '../support/session';

/** The sign-in page is shown and stays: the start-up check has decided "signed out". */
async function expectToStaySignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
  // Every call of the start-up has been answered: none of them signed the user in again.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
}

test.describe('Start-up', () => {
  test('a valid stored token shows the shell at once while /get-token is held for 10 s', async ({ page }) => {
    await signIn(page);
    await setFault(page, 'getToken', 'delay-10s');
    let tokenAnswered = false;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/get-token')) tokenAnswered = true;
    });
    await page.reload();
    const started = Date.now();
    // Well inside the 10 s hold: the shell does not wait for /get-token. (The page's load event comes
    // before the app's code has been fetched, which main.tsx imports after sending the session check.)
    await expect(page.getByRole('button', { name: /open account panel/i })).toBeVisible({ timeout: 5_000 });
    console.log(`shell shown ${Date.now() - started} ms after the page loaded, /get-token still held`);
    expect(tokenAnswered).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
  });

  test('a session check that never answers ends on the sign-in page after the time-out', async ({ page }) => {
    test.setTimeout(60_000);
    await openSignInPage(page);
    await setFault(page, 'authUserSession', 'no-answer');
    await page.goto('/home');
    const spinner = page.getByRole('status', { name: 'Loading the portal' });
    await expect(spinner).toBeVisible();
    const spinnerShown = Date.now();
    // The spinner waits for the server until the client's time-out: failure means logged out, never an
    // endless spinner.
    await expect(loginForm(page).submit).toBeVisible({ timeout: SERVED_API_TIMEOUT_MS.demo + 15_000 });
    await expect(page).toHaveURL(/\/login$/);
    const waited = Date.now() - spinnerShown;
    expect(waited, 'the spinner stayed until the time-out').toBeGreaterThan(SERVED_API_TIMEOUT_MS.demo - 1_000);
  });
});

test.describe('when the app cannot load', () => {
  // The mock backend's service worker fetches what it passes through itself, and page.route never sees a
  // request a service worker makes: once it controlled the page (the page reloads once), the aborted chunk
  // loaded after all and the sign-in form showed (red 1 run in 3 on a fresh machine). Blocking service
  // workers is Playwright's supported way; without its mock backend the page still has no code to run.
  test.use({ serviceWorkers: 'block' });

  test("when the app's code cannot be fetched, the spinner gives way to a message, never a blank page", async ({
    page,
  }) => {
    await page.route(START_CHUNK, (route) => route.abort());
    await page.goto('/login');
    // The page first reloads once (missing code is most often a new deploy) and starts twice.
    await expect(page.getByRole('alert')).toHaveText(
      'The portal could not load. Check your connection and reload the page.',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('status', { name: 'Loading the portal' })).toHaveCount(0);
  });
});

test.describe('Sign Out always ends signed out', () => {
  for (const fault of ['http-500', 'delay-10s'] as const) {
    test(`when the logout call ${fault === 'http-500' ? 'fails' : 'is slow'}`, async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page);
      await setFault(page, 'userSessionLogout', fault);
      await confirmSignOutInPanel(page);
      await expectToStaySignedOut(page);
      await page.reload();
      await expectToStaySignedOut(page);
      expect(await page.evaluate(() => localStorage.getItem('oa_user_info'))).toBeNull();

      // Once the server answers again, the next start ends the server session for good.
      await setFault(page, 'userSessionLogout', 'none');
      await page.reload();
      await expectToStaySignedOut(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('oa_sign_out_pending'))).toBeNull();
      await page.reload();
      await expectToStaySignedOut(page);
    });
  }
});

test('a 401 after the session ended elsewhere (another device, the server) signs this tab out and remembers where it was', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/account/view-profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // The server ends the session without this browser's tabs hearing of it (another tab of this
  // browser would tell them at once: e2e/session/session-tabs.spec.ts).
  await page.evaluate(async () => {
    await fetch('/api/user-session-logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: 'oa_user_info' }),
    });
  });

  // This tab still shows the profile; the next call that needs the session is answered 401.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Riley');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();

  await loginForm(page).submitAs('javery', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/view-profile$/);
});

test('a deep link opened with an expired stored token is remembered for after sign-in', async ({ page }) => {
  await openSignInPage(page);
  await plantExpiredRememberedUserInfo(page);
  await page.goto('/sales-2024/quick-wins');
  await expect(page).toHaveURL(/\/login$/);
  await loginForm(page).submitAs('javery', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sales-2024\/quick-wins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();
});

test('a late sign-in answer does not take over the page the user went to', async ({ page }) => {
  await openSignInPage(page);
  await setFault(page, 'login', 'delay-3s');
  const loginAnswered = page.waitForResponse(
    (response) => response.url().endsWith('/login') && response.request().method() === 'POST',
  );
  await loginForm(page).submitAs('javery', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
  await page.getByRole('link', { name: 'Register / Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await loginAnswered; // the answer arrives meanwhile...
  // ...and the portal has handled it: its tasks and a frame have run since.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('oa_user_info'))).toBeNull();
});
