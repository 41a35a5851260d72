import { expect, test } from '@playwright/test';
import { header, openAccountPage, pictureChooser, pngUpload, signOutViaPanel } from '../support/account';
import { storedUserInfoRaw } from '../support/auth';
import { signIn } from '../support/session';

/**
 * Runs with playwright.built.config.ts: the portal built with mocks off, behind nginx, talking to
 * `npm run mock-server` through nginx's same-site `/api/` proxy over real HTTP (real cookies).
 */
test('the production build signs in, uploads a picture shown from its URL, and signs out against the mock server', async ({
  page,
}, testInfo) => {
  const apiBaseUrl = String(testInfo.config.metadata.apiBaseUrl);
  const backendCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiBaseUrl)) backendCalls.push(new URL(request.url()).pathname.slice('/api'.length));
  });

  await signIn(page);
  // No in-browser mock: the sign-in went over the network to the mock server.
  expect(await page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller)).toBeFalsy();
  expect(backendCalls).toContain('/portal/login');

  await openAccountPage(page, 'Your Profile');
  await pictureChooser(page).setInputFiles(pngUpload());
  await expect(page.getByRole('main').getByText('Picture updated successfully')).toBeVisible();

  // The avatar shows the stored picture from its URL on the backend, and the image really loaded.
  const avatar = header(page).getByRole('img', { name: 'Jordan Avery' });
  const pictureUrl = new RegExp(`^${apiBaseUrl}/profile-pictures/[0-9a-f]{32}/image$`);
  await expect(avatar).toHaveAttribute('src', pictureUrl);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  // The token carries the URL, not the image.
  const stored = (await storedUserInfoRaw(page)) ?? '';
  expect(stored.length).toBeLessThan(2048);

  await signOutViaPanel(page, 'Jordan Avery');
  expect(backendCalls).toContain('/user-session-logout');
  // The session is over on the server too: a reload stays signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
