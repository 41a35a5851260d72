import { expect, test } from '@playwright/test';
import { latestRecoveryCode } from './support/auth';
import { recordEmbedEvents, signInToDashboards } from './support/reports';
import { loginForm, signIn } from './support/session';

/**
 * What only the dev server does (`npm run dev`, where the team works): it loads the app module by
 * module and serves the mock identity and report-host pages and the redirect bridge from its own
 * middleware. Every other journey runs on the demo build, which holds the same code bundled.
 */
test.describe('the dev server', () => {
  test.describe.configure({ timeout: 90_000 });

  test('signs in, and embeds a dashboard through the workplace sign-in it serves', async ({ page }) => {
    await recordEmbedEvents(page);
    await signIn(page);
    await signInToDashboards(page);
  });

  test('runs the mock backend with its tools: the recovery e-mail reaches the mock inbox', async ({ page }) => {
    await page.goto('/forgot-password');
    await loginForm(page).username.fill('javery');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Code' })).toBeVisible();
    await latestRecoveryCode(page);
    await expect(page.getByRole('button', { name: 'Mock tools' })).toBeVisible();
  });
});
