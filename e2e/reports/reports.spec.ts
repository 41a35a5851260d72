import { expect, test, type Page } from '@playwright/test';
import { backToAnotherDocument } from '../support/history';
import { signOutViaPanel } from '../support/account';
import { restartBrowser, signIn, signInByForm } from '../support/session';
import { failOnUncaughtError } from '../support/page-errors';
import {
  continueInPopup,
  embedEvents,
  expectReportRendered,
  expireStoredToken,
  mockReportHost,
  MARKET_INTELLIGENCE_REPORT_ID,
  msalStorageKeys,
  recordEmbedEvents,
  REPORT_PATH,
  reportContainer,
  reportFrame,
  reportRegion,
  setIdentitySwitch,
  SIGN_IN_PATH,
  SIGNED_OUT_TEXT,
  signInToDashboards,
  signInWithDashboards,
  storedTokenInfo,
  tokenGrants,
} from '../support/reports';

/** From /home, a report whose stored token expired and cannot be renewed: it leads to the sign-in route. */
async function openReportWithFailingRenewal(page: Page) {
  await signInWithDashboards(page);
  await page.goto('/home');
  await setIdentitySwitch(page, 'silentRenewalFails', true);
  await expireStoredToken(page);
  await page.goto(REPORT_PATH);
  await expectSignInRouteAfterFailedRenewal(page);
}

/**
 * The refresh grant, then the hidden prompt=none iframe (the identity provider's page loaded in it), are
 * refused before the sign-in route: on a page just loaded, beside the other suites, over 10 s.
 */
async function expectSignInRouteAfterFailedRenewal(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`), { timeout: 20_000 });
}

test.describe('embedded dashboards', () => {
  // Two sign-ins (portal, then workplace popup) and an embed per test: more than the default budget
  // on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  // Signed in to the portal only (the workplace sign-in is what the test checks), or to the
  // dashboards as well: each test's own first step.
  test.beforeEach(async ({ page }) => {
    await recordEmbedEvents(page);
  });

  test('signed out of the workplace → sign-in page → popup → Continue → the report is embedded', async ({ page }) => {
    await signIn(page);
    await page.goto(REPORT_PATH);
    await expect(page.getByText(SIGNED_OUT_TEXT)).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Dashboard Login' }).click();

    // The sign-in page: its looping muted background video, Go Back, and the popup it opened by itself.
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
    const video = page.getByTestId('sign-in-background-video');
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('poster', /poster/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', REPORT_PATH);
    expect(await page.evaluate(() => sessionStorage.getItem('last-known-path'))).toBe(REPORT_PATH);

    // The provider always shows its account chooser: a workplace session left on this browser by
    // someone else is never taken without the user seeing it.
    const popup = await popupOpened;
    await popup.waitForURL(/mock-pages\/identity\/authorize\.html/);
    expect(new URL(popup.url()).searchParams.get('prompt')).toBe('select_account');
    await continueInPopup(page, popup);
    await expect
      .poll(async () => (await page.evaluate(() => window.__mockBackend!.getActivityLog())).map((r) => r.activity))
      .toContain('Dashboard login');
    const info = await storedTokenInfo(page);
    expect(info?.accessToken).toMatch(/^ey/);
    expect(Date.parse(info!.expiresOn)).toBeGreaterThan(Date.now() + 50 * 60_000);

    await expectReportRendered(page);
    await expect(page.locator('body')).not.toContainText(MARKET_INTELLIGENCE_REPORT_ID);
    // The topic's note sits left of the button, behind an info button (R2.40; issue 46).
    await page.getByRole('button', { name: 'About this dashboard' }).click();
    await expect(page.getByText('Carrier sales through September 2024')).toBeVisible();
    await page.keyboard.press('Escape');

    // Full Screen puts the dashboard container into full screen.
    await page.getByRole('button', { name: 'Full Screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-embed-phase') ?? null))
      .toBe('rendered');
    await page.evaluate(() => document.exitFullscreen());

    // A click on a visual reaches the page (the renewal check runs; the token is fresh, so no renewal).
    await reportFrame(page)
      .getByRole('button', { name: /Weighted sales/ })
      .click();
    await expect.poll(() => embedEvents(page)).toContain('visualClicked');
    expect((await storedTokenInfo(page))?.accessToken).toBe(info?.accessToken);
  });

  test('a closed popup can be retried from the button, and Go Back returns to the saved path', async ({ page }) => {
    await signIn(page);
    await page.goto(REPORT_PATH);
    const firstPopup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Dashboard Login' }).click();
    await (await firstPopup).close();
    // MSAL v5 cannot see the closed window: the retry overrides the abandoned interaction.
    const secondPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Try again' }).click();
    const popup = await secondPopup;
    await expect(popup.getByRole('button', { name: 'Continue' })).toBeVisible();
    await popup.close();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}$`));
    await expect(page.getByText(SIGNED_OUT_TEXT)).toBeVisible();
    expect(await storedTokenInfo(page)).toBeNull();
  });

  test('the background video stays paused for users who prefer reduced motion', async ({ page }) => {
    await signIn(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(REPORT_PATH);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Dashboard Login' }).click();
    await (await popupOpened).close();
    const video = page.getByTestId('sign-in-background-video');
    await expect(video).toHaveJSProperty('autoplay', false);
    await expect(video).toHaveJSProperty('paused', true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(video).toHaveJSProperty('paused', false);
  });

  test('Simulate token expiry renews the token and reloads the page after 1 s', async ({ page }) => {
    await signInWithDashboards(page);
    const before = await storedTokenInfo(page);
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    const reloaded = page.waitForEvent('load');
    // The grants are read in the page in the turn the renewed token is stored: the reload comes 1 s later and
    // ends the mock identity's log (in memory), and a poll from here missed that second on a loaded CI (its
    // page.evaluate met the reload: "Execution context was destroyed").
    const grantsAtRenewal = page.evaluate(
      (previous) =>
        new Promise<string[]>((resolve) => {
          const check = () => {
            const raw = sessionStorage.getItem('token_info') ?? localStorage.getItem('token_info');
            const token = raw === null ? null : (JSON.parse(raw) as { accessToken: string }).accessToken;
            if (token === null || token === previous) return void setTimeout(check, 20);
            resolve(
              (window.__mockIdentity?.tokenRequests() ?? []).map((entry) => `${entry.grantType}:${entry.outcome}`),
            );
          };
          check();
        }),
      before?.accessToken ?? null,
    );
    const clickedAt = Date.now();
    await reportFrame(page).getByRole('button', { name: 'Simulate token expiry' }).click();
    expect(await grantsAtRenewal).toContain('refresh_token:ok');
    await reloaded;
    expect((await storedTokenInfo(page))?.accessToken).not.toBe(before?.accessToken);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBeUndefined();
    await expectReportRendered(page);
  });

  test('with 2-minute tokens, a click on a visual renews the token and hands it to the report without re-embedding', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/home');
    await setIdentitySwitch(page, 'shortTokenLifetime', true);
    await signInToDashboards(page);
    const before = await storedTokenInfo(page);
    expect(Date.parse(before!.expiresOn) - Date.now()).toBeLessThanOrEqual(120_000);
    await reportFrame(page)
      .getByRole('button', { name: /Weighted sales/ })
      .click();
    await expect.poll(async () => (await storedTokenInfo(page))?.accessToken).not.toBe(before?.accessToken);
    const host = page.frame({ url: /mock-pages\/report-host\.html/ });
    const received = () =>
      host!.evaluate(
        () => (window as unknown as { __mockReportHost: { loads: number; tokens: string[] } }).__mockReportHost,
      );
    await expect.poll(async () => (await received()).tokens).toEqual([(await storedTokenInfo(page))!.accessToken]);
    expect((await received()).loads).toBe(1);
  });

  test('an expired stored token is renewed silently on the next visit', async ({ page }) => {
    failOnUncaughtError(page);
    await signInWithDashboards(page);
    const expired = await expireStoredToken(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.reload();
    await expectReportRendered(page);
    const renewed = await storedTokenInfo(page);
    expect(renewed?.accessToken).not.toBe(expired.accessToken);
    expect(Date.parse(renewed!.expiresOn)).toBeGreaterThan(Date.now());
    expect(await tokenGrants(page)).toEqual(['refresh_token:ok']);
    expect(popups).toBe(0);
    // The frame was prepared while the token was renewed, and the report loaded into it.
    expect((await mockReportHost(page)).bootstrapped).toEqual([true]);
  });

  test('a failed silent renewal lands on the sign-in route', async ({ page }) => {
    await signInWithDashboards(page);
    await setIdentitySwitch(page, 'silentRenewalFails', true);
    await expireStoredToken(page);
    await page.reload();
    await expectSignInRouteAfterFailedRenewal(page);
    // Refresh token refused, then the hidden iframe's prompt=none refused: only a sign-in can help.
    expect(await tokenGrants(page)).toContain('refresh_token:invalid_grant');
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', REPORT_PATH);
  });

  test('a failed silent renewal does not trap: Go Back shows the Dashboard Login prompt, Back leads out', async ({
    page,
  }) => {
    await openReportWithFailingRenewal(page);
    const entries = await page.evaluate(() => history.length);

    // Go Back returns to the report, which now offers the sign-in instead of sending the user there again.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}$`));
    await expect(page.getByText(SIGNED_OUT_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard Login' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // The browser's Back leads out: the sign-in route took the report's entry, so /home is behind it.
    await backToAnotherDocument(page, /\/home$/);
  });

  test("a failed silent renewal does not trap: the browser's Back from the sign-in route leads out", async ({
    page,
  }) => {
    await openReportWithFailingRenewal(page);
    await backToAnotherDocument(page, /\/home$/);
    await expect(page.getByRole('heading', { name: 'Dashboard sign-in' })).toHaveCount(0);
  });

  test('with "Dashboards fail to load" on, the frame shows its failure with Try again, and the error is logged', async ({
    page,
  }) => {
    await signInWithDashboards(page);
    await setIdentitySwitch(page, 'reportLoadFails', true);
    const logged = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('Embedded report error'),
    );
    await page.reload();
    await logged;
    const failure = reportRegion(page).getByRole('alert');
    await expect(failure).toContainText('This dashboard could not be loaded');
    await expect(reportContainer(page)).toHaveAttribute('data-embed-phase', 'failed');
    await expect(reportRegion(page).getByRole('status', { name: 'Loading the dashboard' })).toHaveCount(0);

    await setIdentitySwitch(page, 'reportLoadFails', false);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expectReportRendered(page);
  });

  test('a blocked popup can be retried from the button', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      let blocked = true;
      window.open = ((...args: Parameters<typeof window.open>) =>
        blocked ? null : open(...args)) as typeof window.open;
      (window as unknown as { __unblockPopups: () => void }).__unblockPopups = () => (blocked = false);
    });
    await page.goto(REPORT_PATH);
    await page.getByRole('link', { name: 'Dashboard Login' }).click();
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
    await expect(page.getByText('The sign-in window was blocked or closed before the sign-in finished.')).toBeVisible();
    await page.evaluate(() => (window as unknown as { __unblockPopups: () => void }).__unblockPopups());
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Try again' }).click();
    await continueInPopup(page, await popupOpened);
    await expectReportRendered(page);
  });

  test('with "workplace sign-in fails" on, Continue ends in a visible failure with Try again', async ({ page }) => {
    await signIn(page);
    await page.goto(REPORT_PATH);
    await setIdentitySwitch(page, 'signInFails', true);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Dashboard Login' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The workplace sign-in did not succeed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await storedTokenInfo(page)).toBeNull();
  });

  test('a user who already holds a valid dashboard token goes from the sign-in route to /home', async ({ page }) => {
    await signInWithDashboards(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.goto(SIGN_IN_PATH);
    await expect(page).toHaveURL(/\/home$/);
    expect(popups).toBe(0);
  });

  test("sign-out clears token_info and the workplace sign-in cache, and ends the identity provider's session", async ({
    page,
  }) => {
    const providerSession = async () =>
      (await page.context().cookies()).filter((cookie) => cookie.name === 'mock_idp_session');
    await signInWithDashboards(page);
    expect(await storedTokenInfo(page)).not.toBeNull();
    expect((await msalStorageKeys(page)).length).toBeGreaterThan(0);
    expect(await providerSession()).toHaveLength(1);
    const topLevelPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) topLevelPages.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await signOutViaPanel(page, 'Jordan Avery');
    // The provider's sign-out page refuses frames, as Entra ID's does: the browser passed through it.
    expect(topLevelPages.some((path) => path.includes('logout=1'))).toBe(true);
    expect(topLevelPages.at(-1)).toMatch(/^\/login/);
    expect(await storedTokenInfo(page)).toBeNull();
    expect(await msalStorageKeys(page)).toEqual([]);
    // As the real end-session endpoint does: the next person on this browser meets no workplace session.
    expect(await providerSession()).toEqual([]);
    await expect(reportRegion(page)).toHaveCount(0);
  });

  test("the next person at a shared computer never gets the last one's dashboard token (browser restarted, no sign-out)", async ({
    page,
    browser,
  }) => {
    // Jordan, without "Remember me", signs in to the dashboards and leaves without signing out.
    await signInWithDashboards(page);
    expect((await storedTokenInfo(page))?.owner).toBe('javery');
    const restarted = await restartBrowser(page, browser);
    await signInByForm(restarted, 'mlee');
    // Nothing of Jordan's workplace sign-in is left for Morgan: MSAL's cache lived in the tab's
    // sessionStorage (gone with the browser), and the start-up's end removed the rest.
    expect(await msalStorageKeys(restarted)).toEqual([]);
    await restarted.goto(REPORT_PATH);
    await expect(restarted.getByText(SIGNED_OUT_TEXT)).toBeVisible();
    await expect(reportContainer(restarted)).not.toHaveAttribute('data-embed-phase', 'rendered');
    expect(await storedTokenInfo(restarted)).toBeNull();
    await restarted.context().close();
  });
});
