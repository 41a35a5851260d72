import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginForm, openSignInPage, restartBrowser, signIn } from '../support/session';
import { ENTRY_CHUNK } from '../support/served-builds';
import {
  DEMO_USER_CLAIMS,
  expireSessionAsTheServerDoes,
  forgetStoredUserInfo,
  makeToken,
  storedUserInfo,
} from '../support/auth';

const EXPIRED_MESSAGE = 'User session has been expired! Login again to use the portal';

async function openSignOutConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Open account panel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  return page.getByRole('dialog', { name: 'Are you sure?' });
}

test.describe('Route gate, signed out', () => {
  for (const path of ['/', '/home', '/account/view-profile', '/no/such/page']) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page).submit).toBeVisible();
    });
  }

  for (const [path, heading] of [
    ['/login', 'User login'],
    ['/request-an-account', 'User login'],
    ['/forgot-password', 'Forgot password'],
  ] as const) {
    test(`${path} shows the authentication screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe('Route gate, signed in', () => {
  test('/, /login and /forgot-password go to /home; a reload stays signed in', async ({ page }) => {
    await signIn(page);
    for (const path of ['/', '/login', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Open account panel' })).toBeVisible();
  });

  test('without a stored token, the server cookie session signs the user in at start', async ({ page }) => {
    await signIn(page, 'mlee');
    await forgetStoredUserInfo(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(/Hello,? Morgan/)).toBeVisible();
  });
});

test.describe('App start', () => {
  test('the start-up spinner shows the product icon', async ({ page }) => {
    // The entry chunk is held back (a slow connection) until the spinner has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const spinner = page.getByRole('status', { name: 'Loading the portal' });
    await expect(spinner).toBeVisible();
    await expect(spinner.locator('img')).toHaveAttribute('src', '/product-icon.svg');
    release();
    await expect(page.getByRole('heading', { name: 'User login' })).toBeVisible();
  });

  test('an expired stored token starts signed out, storage cleared, no alert', async ({ page }) => {
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.accept();
    });
    await openSignInPage(page);
    const now = Math.floor(Date.now() / 1000);
    const accessToken = makeToken({ ...DEMO_USER_CLAIMS, iat: now - 7200, exp: now - 60 });
    await page.evaluate(
      (info) => localStorage.setItem('oa_user_info', info),
      JSON.stringify({ ...DEMO_USER_CLAIMS, accessToken }),
    );
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUserInfo(page)).toBeNull();
    expect(alerted).toBe(false);
  });

  test('a corrupt stored value starts signed out, never a crash', async ({ page }) => {
    await openSignInPage(page);
    await page.evaluate(() => localStorage.setItem('oa_user_info', '{"accessToken": "not.a.jwt", "username": 1'));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).submit).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('oa_user_info'))).toBeNull();
  });
});

test.describe('Session expiry', () => {
  test('on the next route change after the token expires: alert, storage cleared, reload to the login', async ({
    page,
  }) => {
    await signIn(page);
    // Wait until the home route has finished resolving: its resolution is itself a route change.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });

    // Let the session run out as the server would: the stored token's exp passes and the server ends
    // its cookie session. (Moving the page's clock instead also fires the dev server's and the mock
    // worker's timers, which made the page reload at random moments.)
    await expireSessionAsTheServerDoes(page);
    expect(messages).toEqual([]); // nothing notices until the route changes

    // A plain DOM click: the alert and reload interrupt the navigation, and Playwright's click() would
    // retry on the reloaded login page instead of letting the test look at what happened.
    await page
      .getByRole('navigation', { name: 'Sales Analytics 2024 topics' })
      .getByRole('link', { name: 'Quick Wins' })
      .dispatchEvent('click');

    await expect.poll(() => messages).toEqual([EXPIRED_MESSAGE]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).submit).toBeVisible();
    expect(await storedUserInfo(page)).toBeNull();
    // Signing in again returns to where the user was going.
    await loginForm(page).submitAs('javery', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/sales-2024\/quick-wins$/);
  });
});

test.describe('Sign out', () => {
  test('asks "Are you sure?"; Cancel keeps the user signed in', async ({ page }) => {
    await signIn(page);
    const confirmation = await openSignOutConfirmation(page);
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedUserInfo(page)).not.toBeNull();
  });

  test('Sign Out clears storage and the dashboard token, ends the server session and goes to /login', async ({
    page,
  }) => {
    await signIn(page, 'javery', DEMO_PASSWORD, { rememberMe: true });
    await page.evaluate(() => {
      localStorage.setItem(
        'token_info',
        JSON.stringify({ accessToken: 'dashboard', expiresOn: Date.now() + 3_600_000 }),
      );
      sessionStorage.setItem('some-session-value', 'x');
    });
    const confirmation = await openSignOutConfirmation(page);
    await confirmation.getByRole('button', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).submit).toBeVisible();
    const left = await page.evaluate(() => ({
      userInfo: localStorage.getItem('oa_user_info'),
      tokenInfo: localStorage.getItem('token_info'),
      session: sessionStorage.getItem('some-session-value'),
    }));
    expect(left).toEqual({ userInfo: null, tokenInfo: null, session: null });

    // Even the remembered cookie session is over: opening the app again shows the login.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    const activity = await page.evaluate(async () =>
      (await window.__mockBackend!.getActivityLog()).map((entry) => entry.activity),
    );
    expect(activity).toEqual(expect.arrayContaining(['Signed in', 'Signed out']));
  });
});

test.describe('Closing the browser', () => {
  test('ends a sign-in without "Remember me" (the next person at a shared computer is not signed in)', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const restarted = await restartBrowser(page, browser);
    await restarted.goto('/home');
    await expect(restarted).toHaveURL(/\/login$/);
    await expect(loginForm(restarted).submit).toBeVisible();
    await restarted.context().close();
  });

  test('leaves no page or username of an un-remembered session behind for the next person', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await page.goto('/sales-2024/quick-wins');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();
    const restarted = await restartBrowser(page, browser);
    await restarted.goto('/login');
    await expect(loginForm(restarted).submit).toBeVisible();
    const left = await restarted.evaluate(() => [
      localStorage.getItem('last-known-path'),
      localStorage.getItem('last-known-path-user'),
    ]);
    expect(left).toEqual([null, null]);
    await restarted.context().close();
  });

  test('keeps a remembered sign-in', async ({ page, browser }) => {
    await signIn(page, 'javery', DEMO_PASSWORD, { rememberMe: true });
    const restarted = await restartBrowser(page, browser);
    await restarted.goto('/home');
    await expect(restarted.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
    await restarted.context().close();
  });
});
