import { type Page } from '@playwright/test';
import { openAccountPage } from '../support/account';
import { expect, test } from '../support/stand-ins-test';
import { signInByForm } from '../support/session';
import { serverHook } from '../support/workplace';

/**
 * The portal's bearer lives 15 minutes (contract 4.0.0, "Sessions and revocation"); the page renews
 * it before its `exp` through `POST /get-token` with the session cookie, so a page left open keeps
 * working. Production build behind nginx against the mock server; the page's clock and the server's
 * move on together.
 */

/** The bearer this tab keeps (a sign-in without "Remember me" keeps it in sessionStorage). */
async function storedToken(page: Page): Promise<{ token: string; exp: number; iat: number }> {
  return page.evaluate(() => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('oa_user_info') ?? '{}') as { accessToken: string };
    const claims = JSON.parse(atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
      iat: number;
    };
    return { token: accessToken, exp: claims.exp, iat: claims.iat };
  });
}

/** `POST /api/get-session` with `token` alone (no cookie): whether the server takes that bearer by itself. */
async function statusWithBearerOnly(page: Page, token: string): Promise<number> {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/get-session', {
      method: 'POST',
      credentials: 'omit',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return response.status;
  }, token);
}

test('a page left open 20 minutes has its bearer renewed before expiry and keeps working', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInByForm(page);
  const first = await storedToken(page);
  expect(first.exp - first.iat).toBeLessThanOrEqual(15 * 60);

  // 14 minutes on, on both clocks: the renewal is due a minute before the first token's exp.
  await serverHook(request, 'clock', { advanceSeconds: 14 * 60 });
  const renewal = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/get-token' && response.request().method() === 'POST',
  );
  await page.clock.fastForward('14:00');
  expect((await renewal).status()).toBe(200);
  await expect.poll(async () => (await storedToken(page)).exp).toBeGreaterThan(first.exp);

  // 20 minutes after the sign-in: the first token has expired, the renewed one works by itself.
  await serverHook(request, 'clock', { advanceSeconds: 6 * 60 });
  await page.clock.fastForward('06:00');
  const renewed = await storedToken(page);
  expect(renewed.exp).toBeGreaterThan(first.exp);
  expect(renewed.exp - renewed.iat).toBeLessThanOrEqual(15 * 60);
  expect(await statusWithBearerOnly(page, first.token)).toBe(401);
  expect(await statusWithBearerOnly(page, renewed.token)).toBe(200);

  // And the portal itself keeps working: a page that calls the server, no sign-in asked for.
  await openAccountPage(page, 'Your Profile');
  await expect(page.getByLabel('Email')).toHaveText('jordan.avery@example.com');
  await expect(page).not.toHaveURL(/\/login/);
});

test("a computer clock 20 minutes ahead of the server's renews on the token's own lifetime, never in a loop (R3)", async ({
  page,
  request,
}) => {
  // The page's clock runs 20 minutes ahead of the server's (common on shared and managed PCs).
  await page.clock.install({ time: Date.now() + 20 * 60_000 });
  const renewals: number[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/get-token' && sent.method() === 'POST') renewals.push(renewals.length);
  });
  await signInByForm(page);
  const first = await storedToken(page);
  // Working on a page that calls the server: no renewal is due for 14 minutes, whatever the clock says.
  await openAccountPage(page, 'Your Profile');
  await expect(page.getByLabel('Email')).toHaveText('jordan.avery@example.com');
  expect(renewals.length, 'renewals before any was due').toBe(0);

  // 13 minutes on, on both clocks: still none; at 14 minutes, one.
  await serverHook(request, 'clock', { advanceSeconds: 13 * 60 });
  await page.clock.fastForward('13:00');
  await page.getByRole('button', { name: 'Open account panel' }).click();
  await expect(page.getByRole('dialog', { name: 'Jordan Avery' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(renewals.length, 'renewals at 13 minutes').toBe(0);
  await serverHook(request, 'clock', { advanceSeconds: 60 });
  const renewal = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/get-token' && response.request().method() === 'POST',
  );
  await page.clock.fastForward('01:00');
  expect((await renewal).status()).toBe(200);
  await expect.poll(async () => (await storedToken(page)).exp).toBeGreaterThan(first.exp);
  await page.getByRole('button', { name: 'Open account panel' }).click();
  await expect(page.getByRole('dialog', { name: 'Jordan Avery' })).toBeVisible();
  expect(renewals.length, 'renewals in all').toBe(1);
});
