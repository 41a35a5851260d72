import { expect, test } from '@playwright/test';
import { forgetStoredUserInfo } from './support/auth';
import { setFault } from './support/faults';
import { signIn } from './support/session';

test.describe('Arriving on home after signing in', () => {
  test('the Mock tools never come before the app in the tab order, even while it starts', async ({ page }) => {
    await signIn(page);
    // A slow start: the cookie-session check takes 3 s (the stored token gone, the cookie kept).
    await setFault(page, 'authUserSession', 'delay-3s');
    await forgetStoredUserInfo(page);
    await page.reload();
    // As soon as the Mock tools show, the first Tab lands in the app.
    await expect(page.getByRole('button', { name: 'Mock tools' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('Ctrl+K pressed the moment home is reached opens the command palette', async ({ page }) => {
    await signIn(page);
    // Lower-case k: "Control+K" would be Ctrl+Shift+K.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Search pages, topics, metrics and actions' })).toBeFocused();
  });
});
