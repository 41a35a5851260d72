import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LIGHT_ERROR_TEXT_RGB, loginForm } from '../support/session';
import { latestRecoveryCode, requestRecoveryCode } from '../support/auth';
import { failOnUncaughtError } from '../support/page-errors';

const NEW_PASSWORD = 'Evergreen_25';

async function trySignIn(page: Page, password: string) {
  await page.goto('/login');
  await loginForm(page).submitAs('javery', password);
}

test.describe('Forgot password', () => {
  test('the whole recovery with the code from the mock inbox; the new password signs in, the old does not', async ({
    page,
  }) => {
    failOnUncaughtError(page);
    await requestRecoveryCode(page);
    await expect(page.getByText('jo*********@example.com')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Code expires in 9:5\d/);
    await expect(page.getByText('Attempts left: 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const code = await latestRecoveryCode(page);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code');
    await expect(page.getByText('Attempts left: 2')).toBeVisible();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();

    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill('Mismatch_25');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page.getByText('Your new password has been created successfully')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Redirecting to login in [45] seconds/);
    await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });

    await trySignIn(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await trySignIn(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the code step: red at 1:00 or less, resend after 2 minutes, at most 3 times', async ({ page }) => {
    await page.clock.install();
    await requestRecoveryCode(page);
    const resend = page.getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeDisabled();

    for (let round = 1; round <= 3; round += 1) {
      await page.clock.fastForward('02:01');
      await expect(resend).toBeEnabled();
      await resend.click();
      await expect(page.getByText('A new verification code has been sent to your e-mail')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/9:5\d/);
    }
    await expect(page.getByRole('button', { name: 'Resend code limit reached' })).toBeDisabled();
    const inbox = await page.evaluate(async () => (await window.__mockBackend!.getInbox()).length);
    expect(inbox).toBe(4);

    await expect(page.getByRole('timer')).not.toHaveAttribute('data-expiring');
    await page.clock.fastForward('09:00');
    await expect(page.getByRole('timer')).toHaveText(/Code expires in 0:5\d/);
    await expect(page.getByRole('timer')).toHaveAttribute('data-expiring', 'true');
    await expect(page.getByRole('timer')).toHaveCSS('color', LIGHT_ERROR_TEXT_RGB);
  });

  test('an unknown user is answered like a known one (the code step); "Back to login" leads back', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter username or email to proceed')).toBeVisible();
    await loginForm(page).username.fill('nobody');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Code' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
