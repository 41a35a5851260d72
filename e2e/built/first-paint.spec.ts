import { type Page } from '@playwright/test';
import { expect, test } from '../support/contract-proxy';
import { loginForm } from '../support/session';

/** The start-up screen's background, as painted: light is gray.0, dark is the portal's dark body (dark.7, #21242d). */
const LIGHT = 'rgb(248, 249, 250)';
const DARK = 'rgb(33, 36, 45)';

/** The app's own code never runs: what the person sees is index.html alone (and its colour-scheme script). */
async function blockAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const bootSpinnerBackground = (page: Page) =>
  page.locator('#boot-spinner').evaluate((element) => getComputedStyle(element).backgroundColor);

async function storeColorScheme(page: Page, scheme: string) {
  await page.addInitScript((value) => window.localStorage.setItem('oa_color_scheme', value), scheme);
}

/**
 * The sign-in page's first paint on a computer set to `system`, with `stored` as the portal's stored
 * choice (none when absent) and the app's own code blocked: its start-up screen's background.
 */
async function firstPaint(page: Page, system: 'light' | 'dark', stored?: string) {
  await blockAppScripts(page);
  await page.emulateMedia({ colorScheme: system });
  if (stored !== undefined) await storeColorScheme(page, stored);
  await page.goto('/login');
  return bootSpinnerBackground(page);
}

test.describe('the first paint follows the person colour scheme before the app runs', () => {
  test('a dark-mode computer gets a dark start-up screen with the app scripts blocked', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await blockAppScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('status', { name: 'Loading the portal' })).toBeVisible();
    expect(await bootSpinnerBackground(page)).toBe(DARK);
  });

  test('a light computer with no stored choice stays light', async ({ page }) => {
    expect(await firstPaint(page, 'light')).toBe(LIGHT);
  });

  test('a stored choice wins over the system, both ways', async ({ page }) => {
    expect(await firstPaint(page, 'light', 'dark')).toBe(DARK);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('oa_color_scheme', 'light'));
    await page.reload();
    expect(await bootSpinnerBackground(page)).toBe(LIGHT);
  });

  test('a corrupt stored choice follows the system', async ({ page }) => {
    expect(await firstPaint(page, 'dark', '{"not": "a scheme"}')).toBe(DARK);
  });

  test('the app takes over the start-up screen in the same dark, then shows the sign-in page dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Hold the start-up session check, so the app's own start-up screen is what shows meanwhile.
    let answerSessionCheck = () => {};
    const held = new Promise<void>((resolve) => (answerSessionCheck = resolve));
    const checkSent = page.waitForRequest('**/api/auth-user-session');
    await page.route('**/api/auth-user-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await checkSent;
    const appSpinner = page.locator('#root > :not(#boot-spinner)[role="status"]');
    await expect(appSpinner).toBeVisible();
    expect(await appSpinner.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(DARK);
    answerSessionCheck();
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test('the body font is a face people have, not a web font the portal never ships', async ({ page }) => {
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const shippedFaces = await page.evaluate(() => [...document.fonts].map((face) => face.family));
  const first = stack
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '');
  // Either the portal ships the first face of the stack, or it is the system's own.
  expect(shippedFaces.includes(first) || first === 'system-ui').toBe(true);
});
