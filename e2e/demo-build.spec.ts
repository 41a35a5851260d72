import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { header, openAccountPage } from './support/account';
import { recoverPassword } from './support/auth';
import {
  expectReportRendered,
  expireStoredToken,
  recordEmbedEvents,
  signInToDashboards,
  storedTokenInfo,
  tokenGrants,
} from './support/reports';
import { DEMO_PASSWORD, loginForm, signIn } from './support/session';
import { METRICS_PATH } from './support/wayfinding';

/**
 * The demo build (`npm run build:demo`: the mock backend, identity provider and report host inside)
 * served statically by nginx with deploy/nginx.conf and its headers, as a carrier would show it:
 * each journey a designer or a prospect walks through works in it, not only on the dev server.
 */
test.describe('the demo build, served statically', () => {
  test.beforeEach(async ({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
    await recordEmbedEvents(page);
  });

  test('signs in, changes the profile and exports the KPI glossary', async ({ page }) => {
    await signIn(page);
    await openAccountPage(page, 'Your Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Riley');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('main').getByText('Profile updated successfully')).toBeVisible();
    await expect(header(page).getByText('Hello Riley')).toBeVisible();

    await page.goto(METRICS_PATH);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as .csv' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('performance_metrics.csv');
    const text = (await readFile((await file.path())!)).toString('utf8');
    expect(text).toContain('"Metric Category","Metric","Metric Description/Calculation","Prioritized KPIs"');
  });

  test('recovers a forgotten password with the code from the mock inbox', async ({ page }) => {
    await recoverPassword(page, 'javery', 'Evergreen_25');
    await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });
    await signIn(page, 'javery', 'Evergreen_25');
    await signInAgainRefusesOldPassword(page);
  });

  test('signs in to the workplace, embeds a dashboard and renews its token silently', async ({ page }) => {
    await signIn(page);
    await signInToDashboards(page);
    const expired = await expireStoredToken(page);
    await page.reload();
    await expectReportRendered(page);
    expect((await storedTokenInfo(page))?.accessToken).not.toBe(expired.accessToken);
    expect(await tokenGrants(page)).toContain('refresh_token:ok');
  });
});

async function signInAgainRefusesOldPassword(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await loginForm(page).submitAs('javery', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
}
