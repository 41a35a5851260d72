import { expect, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';
import { demoUser } from '../../src/testing/demo-users';
import { encodeUnsignedJwt } from '../../src/testing/tokens';

/** Helpers of the auth browser tests (sign-in itself lives in ./session.ts). */

/** A token-shaped JWT for planting in storage (one token maker, shared with the unit tests). */
export const makeToken = encodeUnsignedJwt;

/** The seeded user `javery`, as the claims of a planted token (one copy, shared with the unit tests). */
export const DEMO_USER_CLAIMS = demoUser;

/** Waits until the in-browser mock backend is up (it exposes `window.__mockBackend`). */
export async function mockBackendReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
}

/** The code of the newest e-mail in the mock inbox, as the "Mock tools" panel lists it. */
export async function latestRecoveryCode(page: Page): Promise<string> {
  await mockBackendReady(page);
  const code = await page.evaluate(
    async () => (await window.__mockBackend!.getInbox()).find((mail) => mail.code !== null)?.code,
  );
  expect(code, 'an e-mail with a code in the mock inbox').toMatch(/^\d{6}$/);
  return code!;
}

/** The raw stored user record: localStorage when remembered, else the tab's sessionStorage. */
export function storedUserInfoRaw(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('oa_user_info') ?? sessionStorage.getItem('oa_user_info'));
}

/** Forgets the stored user record wherever it is (the cookie session stays). */
export async function forgetStoredUserInfo(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('oa_user_info');
    sessionStorage.removeItem('oa_user_info');
  });
}

/**
 * Plants a remembered sign-in (localStorage) whose token expired a minute ago: the record a browser keeps
 * when the session lapsed while no page was open.
 */
export async function plantExpiredRememberedUserInfo(page: Page): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const expired = makeToken({ ...DEMO_USER_CLAIMS, iat: now - 7200, exp: now - 60 });
  await page.evaluate(
    (info) => localStorage.setItem('oa_user_info', info),
    JSON.stringify({ ...DEMO_USER_CLAIMS, accessToken: expired }),
  );
}

export async function storedUserInfo(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await storedUserInfoRaw(page);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** The claims of the stored token. */
export async function storedTokenClaims(page: Page): Promise<Record<string, unknown>> {
  const info = await storedUserInfo(page);
  return tokenClaims(String(info?.accessToken ?? ''));
}

/** A JWT's payload (read, not verified). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The password recovery's first step for `username`: the code sent, its Verify Code step on screen. */
export async function requestRecoveryCode(page: Page, username = 'javery'): Promise<void> {
  await page.goto('/forgot-password');
  await mockBackendReady(page);
  await page.getByLabel(AUTH_TEXT.usernameLabel).fill(username);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Code' })).toBeVisible();
}

/** Recovers `username`'s password with the code from the mock inbox, up to the success screen. */
export async function recoverPassword(page: Page, username: string, newPassword: string): Promise<void> {
  await requestRecoveryCode(page, username);
  await page.getByLabel('Verification code').fill(await latestRecoveryCode(page));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your new password has been created successfully')).toBeVisible();
}

/**
 * The session runs out as the server ends it: the stored token's exp has passed (one expired 30 s
 * ago replaces it), and the server has ended the cookie session, so it refuses the bearer's renewal
 * too. Nothing in the page notices until it next looks (a route change, a start-up).
 */
export async function expireSessionAsTheServerDoes(page: Page): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const expired = makeToken({ ...DEMO_USER_CLAIMS, iat: now - 8 * 3600, exp: now - 30 });
  await page.evaluate(async (token) => {
    const area = localStorage.getItem('oa_user_info') ? localStorage : sessionStorage;
    const stored = JSON.parse(area.getItem('oa_user_info') ?? '{}') as Record<string, unknown>;
    area.setItem('oa_user_info', JSON.stringify({ ...stored, accessToken: token }));
    await fetch('/api/user-session-logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: 'oa_user_info' }),
    });
  }, expired);
}
