import { type BrowserContext, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';
import { expect, test } from '../support/stand-ins-test';
import { confirmSignOutInPanel } from '../support/account';
import { REPORT_PATH } from '../support/reports';
import { signInByForm } from '../support/session';
import {
  expectRendered,
  IDENTITY_ORIGIN,
  identityCookies,
  PROVIDER_SESSION_COOKIE,
  signInToWorkplace,
} from '../support/workplace';

/**
 * A browser that blocks localStorage (sessionStorage and cookies allowed), on the production build
 * behind nginx against the stand-ins: the browser-wide facts of a session (the workplace sign-in mark,
 * the last use of the idle time-out, the session generation) live in cookies then, so every tab still
 * knows them (docs/security.md, "Blocked localStorage").
 */

const JORDAN = 'jordan.avery@example.com';
const END_SESSION = new RegExp(`^${IDENTITY_ORIGIN}/[^/]+/oauth2/v2.0/logout\\?.*logout_hint=`);

test.beforeEach(async ({ context }) => {
  // As a browser's "block site data" for localStorage: reading it throws.
  await context.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
});

/** A second tab of the same browser, on the portal's home (signed in from the server's cookie session). */
async function secondTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/home');
  await expect(other.getByRole('button', { name: 'Open account panel' })).toBeVisible();
  return other;
}

test("a sign-out in a second tab still ends the provider's session", async ({ page, context }) => {
  await signInByForm(page, 'javery');
  await page.goto(REPORT_PATH);
  await signInToWorkplace(page, JORDAN);
  await expectRendered(page);
  expect(await identityCookies(context)).toContain(PROVIDER_SESSION_COOKIE);

  const other = await secondTab(context);
  const visited: string[] = [];
  other.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === other.mainFrame()) visited.push(sent.url());
  });
  await confirmSignOutInPanel(other, 'Jordan Avery');
  await expect(other.getByText('You have been signed out.')).toBeVisible();

  expect(visited).toContainEqual(expect.stringMatching(END_SESSION));
  expect(await identityCookies(context)).not.toContain(PROVIDER_SESSION_COOKIE);
  // Nothing of the session is left in the cookies that stood in for localStorage.
  const portalCookies = (await context.cookies(other.url())).map((cookie) => cookie.name);
  expect(portalCookies).not.toContain('oa_workplace_sign_in');
  expect(portalCookies).not.toContain('oa_session_generation');
  expect(portalCookies).not.toContain('oa_last_input_at');
});

test('idle time is shared between tabs: use in one keeps the other signed in', async ({ page, context }) => {
  await context.clock.install();
  await signInByForm(page, 'javery');
  const other = await secondTab(context);

  // 20 minutes in, the person works in the first tab; 15 minutes later the second tab has been idle for
  // 35 minutes of its own, but the browser's last use is 15 minutes ago: no warning, no end.
  await context.clock.fastForward('20:00');
  await page.bringToFront();
  await page.keyboard.press('Shift');
  await expect
    .poll(async () => (await context.cookies(page.url())).some((cookie) => cookie.name === 'oa_last_input_at'))
    .toBe(true);
  await context.clock.fastForward('15:00');
  await other.bringToFront();
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByRole('dialog', { name: AUTH_TEXT.idleWarningTitle })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Open account panel' })).toBeVisible();

  // Then nobody, in either tab: both end.
  await context.clock.fastForward('30:00');
  await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
});

test('a sign-out whose logout call fails signs nobody back in, in that tab or a new one (R2)', async ({
  page,
  context,
}) => {
  await signInByForm(page, 'javery');
  await context.route('**/api/user-session-logout', (route) => route.abort());
  await confirmSignOutInPanel(page, 'Jordan Avery');
  // In a local CI beside the other suites (2026-12-03) the tab was still on home 10 s after the confirmed Sign Out, and
  // done on the retry; alone the whole test takes about 3 s. Why it was that slow once is not known.
  await expect(page.getByText('You have been signed out.')).toBeVisible({ timeout: 30_000 });
  // The server still holds Jordan's cookie session: only the mark kept in a cookie stops a start from using it.
  expect((await context.cookies(page.url())).map((cookie) => cookie.name)).toContain('oa_sign_out_pending');

  const checks: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth-user-session') checks.push(sent.url());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/home');
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Open account panel' })).toHaveCount(0);
  expect(checks).toEqual([]);
});
