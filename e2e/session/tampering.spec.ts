import { expect, test, type Page } from '@playwright/test';
import { accountTexts } from '../../src/features/account/constants';
import { DEMO_USER_CLAIMS, makeToken } from '../support/auth';
import { confirmSignOutInPanel } from '../support/account';
import { DEMO_PASSWORD, loginForm, openSignInPage, signIn } from '../support/session';

/** Writes browser storage as an attacker or a broken extension could, then starts the app at `path`. */
async function startWith(page: Page, entries: Record<string, string>, path = '/home') {
  await openSignInPage(page);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(path);
  return uncaught;
}

async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
}

const now = () => Math.floor(Date.now() / 1000);
const userInfo = (accessToken: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ...DEMO_USER_CLAIMS, ...extra, accessToken });

test.describe('Tampered storage at start never leaves a blank page', () => {
  const cases: [string, () => Record<string, string>][] = [
    ['oa_user_info is not JSON', () => ({ oa_user_info: '{not json' })],
    ['oa_user_info has no token', () => ({ oa_user_info: JSON.stringify(DEMO_USER_CLAIMS) })],
    ['the token is not a JWT', () => ({ oa_user_info: userInfo('not-a-jwt') })],
    ['the token has no exp', () => ({ oa_user_info: userInfo(makeToken({ ...DEMO_USER_CLAIMS })) })],
    ['the token has expired', () => ({ oa_user_info: userInfo(makeToken({ ...DEMO_USER_CLAIMS, exp: now() - 60 })) })],
    [
      'a future exp with a wrong payload shape (fname an object)',
      () => ({
        oa_user_info: userInfo(makeToken({ ...DEMO_USER_CLAIMS, fname: { first: 'Jo' }, exp: now() + 3600 })),
      }),
    ],
  ];
  for (const [name, entries] of cases) {
    test(name, async ({ page }) => {
      const uncaught = await startWith(page, entries());
      await expectSignInPage(page);
      expect(await page.evaluate(() => localStorage.getItem('oa_user_info'))).toBeNull();
      expect(uncaught).toEqual([]);
    });
  }

  test('a corrupt token_info is ignored and the user stays signed in', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('token_info', '{"accessToken": 42, "expiresOn": "soon"'));
    await page.goto('/sales-2024/market-intelligence');
    await expect(page.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard Login' })).toBeVisible();
  });

  for (const stored of [
    'https://evil.example.com/home',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
  ]) {
    test(`last-known-path ${stored} never leads off the app`, async ({ page }) => {
      await openSignInPage(page);
      // In either place the portal keeps it (this tab's storage for an un-remembered session).
      await page.evaluate((value) => {
        localStorage.setItem('last-known-path', value);
        sessionStorage.setItem('last-known-path', value);
      }, stored);
      await loginForm(page).submitAs('javery', DEMO_PASSWORD);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/);
    });
  }
});

test.describe('A double action sends one request', () => {
  function countRequests(page: Page, pathEnd: string) {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.endsWith(pathEnd)) seen.push(request.url());
    });
    return seen;
  }

  test('Sign in', async ({ page }) => {
    await page.goto('/login');
    const logins = countRequests(page, '/login');
    await loginForm(page).username.fill('javery');
    await loginForm(page).password.fill(DEMO_PASSWORD);
    await loginForm(page).submit.dblclick();
    await expect(page).toHaveURL(/\/home$/);
    expect(logins).toHaveLength(1);
  });

  test('Save Changes', async ({ page }) => {
    await signIn(page);
    await page.goto('/account/view-profile');
    const saves = countRequests(page, '/update-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Riley');
    await page.getByRole('button', { name: 'Save Changes' }).dblclick();
    await expect(page.getByTestId('confirmation').getByText('Profile updated successfully')).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  test('Sign Out', async ({ page }) => {
    await signIn(page);
    const logouts = countRequests(page, '/user-session-logout');
    await page.getByRole('button', { name: /open account panel/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign Out' }).dblclick();
    await expect(page).toHaveURL(/\/login$/);
    expect(logouts).toHaveLength(1);
  });
});

/** Jordan signs in and saves `firstName` on his profile; the portal confirms it. */
async function signInAndSaveFirstName(page: Page, firstName: string) {
  await signIn(page);
  await page.goto('/account/view-profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('confirmation').getByText(accountTexts.profileUpdated)).toBeVisible();
}

test('user-supplied text is always rendered as text, never as markup', async ({ page }) => {
  const markup = '<img src=x onerror=window.__xss=1>';
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInAndSaveFirstName(page, markup);

  await expect(page.getByRole('banner').getByText(`Hello ${markup}`)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveText(markup);
  await page.getByRole('button', { name: /open account panel/i }).click();
  await expect(page.getByRole('dialog').getByText(`${markup} Avery`).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
  await page.keyboard.press('Escape');
  await confirmSignOutInPanel(page);
});

test('a 50-character name wraps in the account panel instead of running off it', async ({ page }) => {
  const longName = 'Bartholomew'.repeat(4) + 'Alexandria'.slice(0, 6);
  expect(longName).toHaveLength(50);
  await signInAndSaveFirstName(page, longName);
  await page.getByRole('button', { name: /open account panel/i }).click();
  const panel = page.getByRole('dialog');
  const name = panel.getByText(`${longName} Avery`).last();
  await expect(name).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
  await page.keyboard.press('Escape');
});
