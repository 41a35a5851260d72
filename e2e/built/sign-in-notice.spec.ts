import { type Page } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { confirmSignOutInPanel } from '../support/account';
import { IDENTITY_ORIGIN, openDashboardForReal } from '../support/workplace';

/**
 * /login's reason (R10.6) on the production build, where an end passes through the identity
 * provider's end-session page (the cross-site stand-in for Entra ID) before it reaches /login: the
 * reason survives the round trip, and says the workplace sign-in ended too. Nothing of the kind after
 * the person's own Sign Out. (The demo build's e2e/session/sign-in-notice.spec.ts has the other reasons.)
 */

const IDLE = 'You were signed out after 30 minutes without use.';
const ELSEWHERE = 'You signed out in another tab or window.';
const WORKPLACE_ENDED = 'Your workplace sign-in for the dashboards has ended too.';
const SIGNED_OUT = 'You have been signed out.';

async function jordanOnADashboard(page: Page) {
  await openDashboardForReal(page);
}

/** Whether a page's top-level visits included the identity provider's. */
function visitsProvider(page: Page): () => boolean {
  let visited = false;
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame() && sent.url().startsWith(IDENTITY_ORIGIN)) {
      visited = true;
    }
  });
  return () => visited;
}

/** The sign-in page's announcements (role="status") once its form shows. */
async function announcements(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  return (await page.getByRole('status').allTextContents()).filter((text) => text !== '');
}

test('the idle time-out, through the provider: why, and that the workplace sign-in ended too', async ({ page }) => {
  await page.clock.install();
  await jordanOnADashboard(page);
  const visited = visitsProvider(page);
  await page.clock.fastForward('28:10');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login$/);
  expect(await announcements(page)).toEqual([`${IDLE} ${WORKPLACE_ENDED}`]);
  expect(visited()).toBe(true);
  await page.reload();
  expect(await announcements(page)).toEqual([]);
});

test("Sign Out, through the provider: that tab says only so; the other says it was another tab's", async ({ page }) => {
  await jordanOnADashboard(page);
  const other = await page.context().newPage();
  await other.goto('/home');
  await expect(other.getByRole('button', { name: 'Open account panel' })).toBeVisible();
  const visited = visitsProvider(other);

  await confirmSignOutInPanel(other, 'Jordan Avery');
  await expect(other).toHaveURL(/\/login\?signedOut=1$|\/login$/);
  expect(await announcements(other)).toEqual([SIGNED_OUT]);
  expect(visited()).toBe(true);

  await expect(page).toHaveURL(/\/login$/);
  expect(await announcements(page)).toEqual([`${ELSEWHERE} ${WORKPLACE_ENDED}`]);
});
