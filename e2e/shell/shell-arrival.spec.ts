import { expect, test } from '@playwright/test';
import { forgetStoredUserInfo } from '../support/auth';
import { setFault } from '../support/faults';
import { loginForm, openSignInPage, DEMO_PASSWORD, signIn } from '../support/session';
import { tabWhileTheSignInIsOut } from '../support/tab-on-arrival';

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

  test('after signing in with the keyboard, the first Tab on home reaches "Skip to main content"', async ({ page }) => {
    await openSignInPage(page);
    const form = loginForm(page);
    await form.username.fill('javery');
    await form.password.fill(DEMO_PASSWORD);
    // Enter on the focused Sign in button: the button is gone with the sign-in page.
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('a Tab pressed after a mouse sign-in, while it is still out, reaches "Skip to main content"', async ({
    page,
  }) => {
    // Not the Mock tools after the busy Sign in button: the shell gives the Tab to its first stop.
    await tabWhileTheSignInIsOut(page);
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('Ctrl+K pressed the moment home is reached opens the command palette', async ({ page }) => {
    await signIn(page);
    // Lower-case k: "Control+K" would be Ctrl+Shift+K.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Search pages, topics, metrics and actions' })).toBeFocused();
  });
});
