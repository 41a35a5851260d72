import { expect, test } from '../support/contract-proxy';
import { loginForm } from '../support/session';

/** The signed-in shell's code (the `shell` start chunk of vite.config.ts). */
const SHELL_CHUNK = /\/assets\/shell-[^/]+\.js$/;

test('a start on a signed-in page fetches the shell while the session check is still out', async ({ page }) => {
  // The start-up session check is held until the shell has been asked for: before, the shell was
  // fetched only once the check had answered, and this would wait in vain.
  let answerSessionCheck = () => {};
  const sessionCheckHeld = new Promise<void>((resolve) => {
    answerSessionCheck = resolve;
  });
  await page.route('**/api/auth-user-session', async (route) => {
    await sessionCheckHeld;
    await route.continue();
  });
  const shellRequested = page.waitForRequest(SHELL_CHUNK);
  await page.goto('/home', { waitUntil: 'commit' });
  await shellRequested;
  answerSessionCheck();
  // Nobody is signed in: the check's answer still decides, and leads to the sign-in page.
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
});

test('the sign-in page of a signed-out visitor never fetches the shell', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.some((path) => path.endsWith('.js'))).toBe(true);
  expect(fetched.filter((path) => SHELL_CHUNK.test(path))).toEqual([]);
});
