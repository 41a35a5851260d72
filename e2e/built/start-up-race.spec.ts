import { type BrowserContext, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';
import { confirmSignOutInPanel, header } from '../support/account';
import { expect, test } from '../support/stand-ins-test';
import { signInByForm } from '../support/session';

/**
 * R1: a tab still loading when the session ends must not start as the person who left. The entry sends
 * the start-up session check early, while the app's start chunk downloads; Jordan's answer arrives,
 * then Jordan signs out in another tab (and Morgan may sign in there) before the loading tab's app has
 * started. Production build behind nginx against the mock server.
 */

/** A new tab opening the profile whose start chunk is held back until `release`, its early check answered. */
async function tabStillLoading(context: BrowserContext): Promise<{ tab: Page; release: () => void }> {
  const tab = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const earlyCheck = tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth-user-session');
  await tab.goto('/account/view-profile', { waitUntil: 'commit' });
  expect((await earlyCheck).status(), "the early check answered with Jordan's session").toBe(200);
  return { tab, release };
}

/** Jordan signs in, opens a second tab that is held while it loads, and signs out in the first. */
async function jordanSignsOutWhileATabLoads(page: Page, context: BrowserContext) {
  await signInByForm(page, 'javery');
  const loading = await tabStillLoading(context);
  await confirmSignOutInPanel(page, 'Jordan Avery');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  return loading;
}

test('Morgan signed in meanwhile: the loading tab starts as Morgan, nothing of Jordan on it', async ({
  page,
  context,
}) => {
  const { tab, release } = await jordanSignsOutWhileATabLoads(page, context);
  await signInByForm(page, 'mlee');
  release();

  await expect(tab.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(tab.getByLabel('Email')).toHaveText('morgan.lee@example.com');
  await expect(header(tab).getByText('Hello Morgan')).toBeVisible();
  await expect(tab.getByText(/jordan|javery|555/i)).toHaveCount(0);
  // The tab joined Morgan's session: Morgan's sign-out in the first tab ends it here too.
  const morgansGeneration = await page.evaluate(() => localStorage.getItem('oa_session_generation'));
  expect(await tab.evaluate(() => sessionStorage.getItem('oa_session_generation'))).toBe(morgansGeneration);
});

test('nobody signed in since: the loading tab shows the sign-in page and makes no session generation', async ({
  page,
  context,
}) => {
  const { tab, release } = await jordanSignsOutWhileATabLoads(page, context);
  release();

  await expect(tab).toHaveURL(/\/login$/);
  await expect(tab.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
  await expect(tab.getByText(/jordan|javery/i)).toHaveCount(0);
  expect(await tab.evaluate(() => localStorage.getItem('oa_session_generation'))).toBeNull();
  expect(await tab.evaluate(() => sessionStorage.getItem('oa_session_generation'))).toBeNull();
});
