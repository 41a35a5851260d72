import { expect, type Page } from '@playwright/test';
import { SIGN_IN_PATH } from './reports';

/** The production build's dashboards against the cross-site stand-ins for Entra ID and Power BI. */

export const WORKPLACE_PASSWORD = 'Workplace#2024';
export const IDENTITY_ORIGIN = 'https://login.microsoftonline.com';

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
