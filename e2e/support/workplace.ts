import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { REPORT_PATH, SIGN_IN_PATH } from './reports';
import { signIn } from './session';

/**
 * Helpers of the production build's browser tests against the cross-site stand-ins for Entra ID and
 * Power BI (scripts/serve/stand-ins.mjs): the workplace sign-in and what a session leaves behind.
 */

export const WORKPLACE_PASSWORD = 'Workplace#2024';
export const IDENTITY_ORIGIN = 'https://login.microsoftonline.com';
/** The provider's session cookie (src/mocks/stand-ins/identity-site.ts). */
export const PROVIDER_SESSION_COOKIE = 'ESTSAUTH';

/** A test hook of the stand-ins (`/__test/...`). */
export async function standInHook(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const base = String(test.info().config.metadata.standInHooksUrl);
  const response = await request.fetch(`${base}/${path}`, { method, data, ignoreHTTPSErrors: true });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response;
}

/** A test hook of the mock server behind nginx (openapi/test-hooks.yaml). */
export async function serverHook(request: APIRequestContext, path: string, data?: unknown) {
  const hooks = String(test.info().config.metadata.hooksBaseUrl);
  const response = await request.post(`${hooks}/__test/${path}`, data === undefined ? {} : { data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response;
}

/** Both sides start clean: the stand-ins' switches and log, and the mock server's state and clock. */
export async function resetStandInsAndServer(request: APIRequestContext) {
  await standInHook(request, 'POST', 'reset');
  await serverHook(request, 'reset');
}

export function embedFrame(page: Page) {
  return page.frameLocator('iframe[src^="https://app.powerbi.com/reportEmbed"]');
}

export async function expectRendered(page: Page) {
  await expect(page.locator('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered', { timeout: 30_000 });
  await expect(embedFrame(page).getByRole('heading', { name: 'Market Intelligence' })).toBeVisible();
}

/** "Dashboard Login", then the provider's popup: signed in there as `email` with the password. */
export async function signInToWorkplace(page: Page, email: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Dashboard Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${IDENTITY_ORIGIN}/`));
  await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(WORKPLACE_PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

/**
 * Signed in to the portal and then to the workplace (Jordan's account, or `email`), both for real, on
 * the dashboard of REPORT_PATH, drawn: where most of the production build's dashboard tests start.
 */
export async function openDashboardForReal(page: Page, email = 'jordan.avery@example.com') {
  await signIn(page);
  await page.goto(REPORT_PATH);
  await signInToWorkplace(page, email);
  await expectRendered(page);
}

export const identityCookies = async (context: BrowserContext) =>
  (await context.cookies(IDENTITY_ORIGIN)).map((cookie) => cookie.name);

/** The keys a session writes that must never outlive it (the colour scheme and the page kept may). */
const SESSION_KEYS = [
  'oa_user_info',
  'token_info',
  'oa_workplace_sign_in',
  'oa_last_input_at',
  // The dashboards the person opened (home's "Recent" list).
  'oa_recent_dashboards',
];

/**
 * What a page of the portal still holds of a session: its keys and MSAL's (`msal.`) in either storage,
 * and MSAL's cookies. Empty when the session's end left nothing.
 */
export async function sessionLeftovers(page: Page): Promise<string[]> {
  const inStorage = await page.evaluate(
    (keys) =>
      (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
        Object.keys(window[area])
          .filter((key) => keys.includes(key) || key.startsWith('msal.'))
          .map((key) => `${area}:${key}`),
      ),
    SESSION_KEYS,
  );
  const cookies = (await page.context().cookies(page.url()))
    .filter((cookie) => cookie.name.startsWith('msal.'))
    .map((cookie) => `cookie:${cookie.name}`);
  return [...inStorage, ...cookies];
}

/**
 * On a report page signed out of the workplace: "Dashboard Login" opens the provider's popup, which
 * asks for a password and offers no account of an earlier session. The popup is closed after.
 */
export async function expectDashboardLoginAsksForPassword(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Dashboard Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(popup.getByLabel('Password')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Pick an account' })).toHaveCount(0);
  await expect(popup.getByText('Jordan Avery')).toHaveCount(0);
  await popup.close();
}
