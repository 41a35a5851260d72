import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginForm, signInByForm } from '../support/session';
import { storedTokenClaims, storedUserInfo } from '../support/auth';

const DAY_S = 24 * 3600;
/** The bearer's lifetime (contract 4.0.0: at most 15 minutes). */
const TOKEN_S = 15 * 60;

test.describe('Login', () => {
  test('shows the user login screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'User login' })).toBeVisible();
    await expect(page).toHaveTitle('User login | Carrier Analytics Portal');
    await expect(loginForm(page).username).toBeVisible();
    await expect(loginForm(page).password).toHaveAttribute('type', 'password');
    await expect(loginForm(page).rememberMe).not.toBeChecked();
    await expect(loginForm(page).submit).toBeEnabled();

    await page.getByRole('link', { name: 'Register / Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  });

  test('signs in by username, with the user data taken from the token', async ({ page }) => {
    // Through the form: a restored sign-in (signIn) carries the token an earlier test was issued.
    const signInStarted = Math.floor(Date.now() / 1000);
    await signInByForm(page, 'javery');
    const signedIn = Math.ceil(Date.now() / 1000);
    const info = await storedUserInfo(page);
    expect(info).toMatchObject({ username: 'javery', fname: 'Jordan', lname: 'Avery', company: 'Evergreen Life' });
    await expect(page.getByText(/Hello,? Jordan/)).toBeVisible();
    // The bearer lives 15 minutes (renewed before then with the session cookie) and names no e-mail
    // or phone: those come from the server's userInfo.
    const claims = await storedTokenClaims(page);
    expect(Number(claims.exp)).toBeGreaterThanOrEqual(signInStarted + TOKEN_S);
    expect(Number(claims.exp)).toBeLessThanOrEqual(signedIn + TOKEN_S);
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('phone');
    // Without remember-me the session cookie ends with the browser session.
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'oa_session');
    expect(cookie?.expires).toBe(-1);
  });

  test('signs in by e-mail', async ({ page }) => {
    await signInByForm(page, 'morgan.lee@example.com');
    expect(await storedUserInfo(page)).toMatchObject({ username: 'mlee', fname: 'Morgan' });
  });

  test('remember me keeps the sign-in for 30 days', async ({ page }) => {
    await signInByForm(page, 'javery', DEMO_PASSWORD, { rememberMe: true });
    // The session lasts 30 days (its cookie); the bearer, as always, 15 minutes.
    const claims = await storedTokenClaims(page);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_S);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'oa_session');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_S);
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).submitAs('javery', 'Wrong#2024');

    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).username).toHaveValue('javery');
    await expect(loginForm(page).password).toHaveValue('Wrong#2024');
    expect(await storedUserInfo(page)).toBeNull();
  });

  test('the empty form asks for both fields', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).submit.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('masks the username when not focused, and the password shows only while "Hold To Peek" is held', async ({
    page,
  }) => {
    await page.goto('/login');
    const username = loginForm(page).username;
    await username.fill('javery');
    const password = loginForm(page).password;
    await password.fill('Secret#1');
    await expect(page.getByTestId('masked-username')).toHaveText('ja*****ry');
    await expect(username).toHaveValue('javery');
    await username.focus();
    await expect(page.getByTestId('masked-username')).toHaveCount(0);

    const peek = page.getByRole('button', { name: 'Hold To Peek' });
    await peek.hover();
    await page.mouse.down();
    await expect(password).toHaveAttribute('type', 'text');
    await page.mouse.up();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('returns to the page a signed-out visitor asked for', async ({ page }) => {
    await page.goto('/account/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await loginForm(page).submitAs('javery', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/change-password$/);
  });
});
