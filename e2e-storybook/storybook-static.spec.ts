import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '../src/features/auth/constants';

// The static Storybook as shipped (playwright.storybook.config.ts builds and serves it): its own
// start page, and stories that need its preview, the mock backend and the mock report host.

test('the start page is Storybook, showing the chosen story in its preview', async ({ page }) => {
  await page.goto('/?path=/story/auth-login--idle');
  // The portal's own index.html would show the portal's sign-in page here, without Storybook around it.
  await expect(page.getByRole('navigation', { name: 'Stories' })).toBeVisible();
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByLabel(AUTH_TEXT.usernameLabel)).toBeVisible();
  await expect(preview.getByLabel(/^Password/)).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a dashboard story embeds the mock report host through the mock backend', async ({ page }) => {
  await page.goto('/iframe.html?id=reports-reportview--with-note&viewMode=story');
  await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
  await expect(page.getByText(/Carrier sales through September 2024/)).toBeVisible();
  const report = page.frameLocator('iframe[title="Embedded dashboard"]');
  await expect(report.getByRole('heading', { level: 1 })).toHaveText('Market Intelligence');
  await expect(report.getByRole('button', { name: 'Simulate token expiry' })).toBeVisible();
  await expect(page.locator('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered');
});
