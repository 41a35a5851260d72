import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal#2024';

/** Signs in through the real login screen, as a person would, and waits for the home page. */
export async function signIn(page: Page, username = 'javery', password = DEMO_PASSWORD, { rememberMe = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The light theme's error text colour (Mantine red.9, 5.6:1 on white), as the browser paints it. */
export const LIGHT_ERROR_TEXT_RGB = 'rgb(201, 42, 42)';
