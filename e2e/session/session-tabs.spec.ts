import { expect, test, type Page } from '@playwright/test';
import { signOutViaPanel } from '../support/account';
import { loginForm, signIn } from '../support/session';

// Home's heading no longer names the person (the header's greeting does): whose home it is, by that greeting.
const homeOf = (page: Page, name: string) => page.getByRole('banner').getByText(`Hello ${name}`, { exact: true });

test('a sign-out in one tab signs out every open tab, and a sign-in as someone else reaches them too', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first);
  const second = await context.newPage();
  await second.goto('/sales-2024');
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await signOutViaPanel(first, 'Jordan Avery');
  // The other tab ends on the sign-in page at once, without being touched, and stays signed out.
  await expect(second).toHaveURL(/\/login(\?|$)/);
  await expect(loginForm(second).submit).toBeVisible();
  await second.goto('/home');
  await expect(second).toHaveURL(/\/login(\?|$)/);

  // Someone else signs in in the first tab: the second one becomes theirs, on their home.
  await signIn(first, 'mlee');
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
  await expect(homeOf(second, 'Morgan')).toBeVisible();
});

test('the next person to sign in after a session expiry starts on their own home, not the page the last one left', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account/view-profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // The session expires while Jordan is away.
  await page.evaluate(() => {
    const key = 'oa_user_info';
    const area = localStorage.getItem(key) ? localStorage : sessionStorage;
    const stored = JSON.parse(area.getItem(key) ?? '{}') as { accessToken: string };
    const [header, payload] = stored.accessToken.split('.') as [string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    area.setItem(key, JSON.stringify({ ...stored, accessToken: `${header}.${expired}.signature` }));
  });
  // The server's cookie session ends with it (the same lifetime).
  await page.context().clearCookies();
  // Jordan comes back to the page later: start-up finds the token expired and shows the sign-in page.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'mlee');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
  await expect(homeOf(page, 'Morgan')).toBeVisible();
});
