import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/contract-proxy';
import { header, openAccountPage, pngUpload, signOutViaPanel, uploadPicture } from '../support/account';
import { storedUserInfoRaw } from '../support/auth';
import { DEMO_PASSWORD, loginForm, signIn } from '../support/session';

/**
 * Runs with playwright.built.config.ts: the portal built with mocks off, behind nginx with the
 * deployment's configuration, talking to `npm run mock-server` through nginx's `/api/` proxy over
 * real HTTP (real cookies), the contract's same-site layout (openapi/portal.yaml, "Deployment"): the
 * SameSite cookies of the session and of the password recovery must reach it. The recovery reads
 * its code from the mock server's outbox test hook (`--hooks`).
 */

/** A test hook of openapi/test-hooks.yaml, on the mock server itself (nginx answers 404 for them). */
async function testHook(
  request: APIRequestContext,
  hooksBaseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${hooksBaseUrl}/__test/${path}`, { method, data });
  expect(
    response.ok(),
    `${method} /__test/${path} answered ${response.status()} (is the mock server run with --hooks?)`,
  ).toBe(true);
  return response;
}
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
  await uploadPicture(page, pngUpload());
  await expect(page.getByTestId('confirmation').getByText('Picture updated successfully')).toBeVisible();

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
  await expect(loginForm(page).submit).toBeVisible();
});

test('the production build runs the whole password recovery against the mock server: code from its outbox, verify, new password, sign in', async ({
  page,
  request,
}, testInfo) => {
  const apiBaseUrl = String(testInfo.config.metadata.apiBaseUrl);
  const hooksBaseUrl = String(testInfo.config.metadata.hooksBaseUrl);
  const newPassword = 'Evergreen_26';
  const backendCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().startsWith(apiBaseUrl)) backendCalls.push(`${call.method()} ${call.url().slice(apiBaseUrl.length)}`);
  });
  // From the seed, so a retry or an earlier test's changes cannot get in the way.
  await testHook(request, hooksBaseUrl, 'POST', 'reset');
  try {
    await page.goto('/forgot-password');
    await loginForm(page).username.fill('mlee');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Code' })).toBeVisible();
    await expect(page.getByText('mo*********@example.com')).toBeVisible();

    const outbox = await testHook(request, hooksBaseUrl, 'GET', 'outbox?to=morgan.lee%40example.com');
    const mail = ((await outbox.json()) as { code: string | null }[]).find((one) => one.code !== null);
    expect(mail?.code, 'the e-mail with the code').toMatch(/^\d{6}$/);

    // The code step needs the oa_recovery cookie (SameSite=Strict): only a same-site layout sends it.
    await page.getByLabel('Verification code').fill(mail?.code ?? '');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();

    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your new password has been created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });
    expect(backendCalls).toEqual(
      expect.arrayContaining(['POST /forgot-password', 'POST /security-authentication', 'PUT /forgot-password']),
    );

    // The old password no longer signs in; the new one does.
    await loginForm(page).submitAs('mlee', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await signIn(page, 'mlee', newPassword);
    await expect(header(page).getByText('Hello Morgan')).toBeVisible();
  } finally {
    // Back to the seed: later tests sign in with the demo password.
    await testHook(request, hooksBaseUrl, 'POST', 'reset');
  }
});

test('a sign-in that answers after the time-out opens no session: the request was aborted, not ignored', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const apiBaseUrl = String(testInfo.config.metadata.apiBaseUrl);
  const hooksBaseUrl = String(testInfo.config.metadata.hooksBaseUrl);
  await testHook(request, hooksBaseUrl, 'POST', 'reset');
  try {
    // The server answers (and opens a session, with its cookie) 10 s later; the client gives up after 5 s.
    await testHook(request, hooksBaseUrl, 'POST', 'fault', { operationId: 'login', fault: 'delay-10s' });
    await page.goto('/login');
    await loginForm(page).submitAs('javery', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Something went wrong!', { timeout: 10_000 });
    // A second sign-in sent now, through the same 10 s delay, is answered after the first one was.
    const later = await request.post(`${apiBaseUrl}/portal/login`, {
      data: { username: 'javery', password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(later.ok()).toBe(true);
    // The first answer came to nothing: no cookie, and a reload starts signed out.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('oa_session');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).submit).toBeVisible();
  } finally {
    await testHook(request, hooksBaseUrl, 'POST', 'reset');
  }
});
