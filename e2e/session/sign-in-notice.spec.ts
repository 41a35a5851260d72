import { expect, test, type Page } from '@playwright/test';
import { confirmSignOutInPanel } from '../support/account';
import { expireSessionAsTheServerDoes, plantExpiredRememberedUserInfo } from '../support/auth';
import { loginForm, openSignInPage, signIn } from '../support/session';

/**
 * /login says once why the person is there after a session ended by itself (R10.6), and nothing of
 * the kind after their own Sign Out. The demo build (no workplace sign-in here; the production build's
 * e2e/built/sign-in-notice.spec.ts has the path through the identity provider).
 */

const IDLE = 'You were signed out after 30 minutes without use.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const ENDED = 'Your session has ended: it ran out, or was ended from another device. Please sign in again.';
const ELSEWHERE = 'You signed out in another tab or window.';
const SIGNED_OUT = 'You have been signed out.';
const EVERY_REASON = [IDLE, EXPIRED, ENDED, ELSEWHERE];

/** The sign-in page's announcements (role="status": read out politely) once it shows. */
async function announcements(page: Page): Promise<string[]> {
  await expect(loginForm(page).submit).toBeVisible();
  return (await page.getByRole('status').allTextContents()).filter((text) => text !== '');
}

/** Said once: a reload of the sign-in page does not say it again, and it names nobody. */
async function expectSaidOnce(page: Page, reason: string) {
  await expect(page).toHaveURL(/\/login$/);
  expect(await announcements(page)).toEqual([reason]);
  await expect(page.getByText(/Jordan|javery/)).toHaveCount(0);
  await page.reload();
  expect(await announcements(page)).toEqual([]);
}

test('after 30 minutes without use', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await page.clock.fastForward('28:10');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('02:00');
  await expectSaidOnce(page, IDLE);
});

test('after the session expired, found at a route change (the alert first)', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  // The session itself ended at the server too, so it refuses the bearer's renewal: an expired bearer
  // alone is renewed with the session cookie, and the person stays signed in (token-renewal.spec.ts).
  await expireSessionAsTheServerDoes(page);
  // A plain DOM click: the end interrupts the navigation (see auth-session.spec.ts).
  await page
    .getByRole('navigation', { name: 'Sales Analytics 2024 topics' })
    .getByRole('link', { name: 'Quick Wins' })
    .dispatchEvent('click');
  await expectSaidOnce(page, EXPIRED);
});

test('after the session expired while no page was open (found at start-up)', async ({ page }) => {
  await openSignInPage(page);
  await plantExpiredRememberedUserInfo(page);
  await page.goto('/home');
  await expectSaidOnce(page, EXPIRED);
});

test('after the server ended the session (a 401)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() =>
    fetch('/api/user-session-logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: 'oa_user_info' }),
    }),
  );
  await page.reload(); // its /get-token is answered 401
  await expectSaidOnce(page, ENDED);
});

test("another tab's Sign Out: that tab says signed out, this one says where it happened", async ({ page }) => {
  await signIn(page, 'javery', undefined, { rememberMe: true });
  const other = await page.context().newPage();
  await other.goto('/home');
  await expect(other.getByRole('button', { name: 'Open account panel' })).toBeVisible();

  await confirmSignOutInPanel(other, 'Jordan Avery');
  await expect(other).toHaveURL(/\/login$/);
  // The person's own Sign Out: no reason, only what they did.
  expect(await announcements(other)).toEqual([SIGNED_OUT]);
  for (const reason of EVERY_REASON) await expect(other.getByText(reason)).toHaveCount(0);

  await expectSaidOnce(page, ELSEWHERE);
});
