import { expect, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';
import { setFault } from './faults';
import { DEMO_PASSWORD, loginForm } from './session';

/**
 * A mouse sign-in, and a Tab pressed while the focus is nowhere on the way to home (the Sign in
 * button that had it busy or gone): what a keyboard user who signed in with the mouse meets on a slow
 * connection or a busy machine. Each returns once home shows; where the Tab went is the test's.
 */

async function fillSignInForm(page: Page) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill('javery');
  await form.password.fill(DEMO_PASSWORD);
  return form;
}

/** The Tab while the sign-in page still shows and the signed-in pages' code loads (held until then). */
export async function tabWhileTheShellLoads(page: Page): Promise<void> {
  const form = await fillSignInForm(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let codeAsked = () => {};
  const asked = new Promise<void>((resolve) => (codeAsked = resolve));
  // The context's route, not the page's: it also sees what a service worker fetches.
  await page.context().route('**/assets/*.js', async (route) => {
    codeAsked();
    await released;
    await route.continue();
  });
  await form.submit.click();
  await asked;
  await expect(page).toHaveURL(/\/home$/);
  await expect(form.username).toBeVisible();
  await page.keyboard.press('Tab');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The Tab while the sign-in request is out (the in-browser mock backend answers it 3 s late) and the
 * Sign in button is busy: dev and demo builds, where the Mock tools come after the form.
 */
export async function tabWhileTheSignInIsOut(page: Page): Promise<void> {
  const form = await fillSignInForm(page);
  await setFault(page, 'login', 'delay-3s');
  await form.submit.click();
  await expect(page.getByRole('button', { name: AUTH_TEXT.signingIn })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
