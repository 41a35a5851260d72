import { expect, type Page } from '@playwright/test';
import { SAVED_VIEWS_TEXT, SIGN_IN_TEXT } from '../../src/features/reports/constants';
import { storageKeys } from '../../src/shared/storage/storage-keys';
import { activityStored, signIn, signInOnce } from './session';

/** Helpers of the dashboards browser tests (workplace sign-in, embedded reports). */

export const REPORT_PATH = '/sales-2024/market-intelligence';
export const SIGN_IN_PATH = '/microsoft/oauth2/v2.0/authorize';
export const MARKET_INTELLIGENCE_REPORT_ID = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
export const SIGNED_OUT_TEXT = 'To view this dashboard, please login with your Evergreen Life workplace account';

export interface StoredTokenInfo {
  accessToken: string;
  expiresOn: string;
  /** The portal user whose session signed in to the workplace. */
  owner: string | null;
}

/** Where `token_info` is: this tab's sessionStorage for an un-remembered portal session, else localStorage. */
type TokenInfoArea = 'sessionStorage' | 'localStorage';

async function tokenInfoEntry(page: Page): Promise<{ area: TokenInfoArea; raw: string } | null> {
  return page.evaluate(() => {
    for (const area of ['sessionStorage', 'localStorage'] as const) {
      const raw = window[area].getItem('token_info');
      if (raw !== null) return { area, raw };
    }
    return null;
  });
}

export async function storedTokenInfo(page: Page): Promise<StoredTokenInfo | null> {
  const entry = await tokenInfoEntry(page);
  return entry === null ? null : (JSON.parse(entry.raw) as StoredTokenInfo);
}

/** Keys MSAL keeps in browser storage (its token cache and account records). */
export async function msalStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('msal.')),
  );
}

/** Records, on every page load, the embed events the SDK raises on the page (they bubble to document). */
export async function recordEmbedEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __embedEvents: string[] }).__embedEvents = record;
    for (const name of ['loaded', 'rendered', 'error', 'visualClicked', 'pageChanged']) {
      document.addEventListener(name, () => record.push(name));
    }
  });
}

export async function embedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __embedEvents?: string[] }).__embedEvents ?? []);
}

export function reportRegion(page: Page) {
  return page.getByRole('region', { name: 'Market Intelligence dashboard' });
}

/** The dashboard container (the element that goes full screen); it tells the embed's phase. */
/**
 * Saves the view on screen under `name` as a person does: the view menu, "Save view", the name; done
 * when the menu's button names it.
 */
export async function saveViewFromMenu(page: Page, name: string): Promise<void> {
  const region = reportRegion(page);
  await region.getByRole('button', { name: /^View:/ }).click();
  await page
    .getByRole('dialog', { name: /^Saved views/ })
    .getByRole('button', { name: SAVED_VIEWS_TEXT.saveView })
    .click();
  const naming = page.getByRole('dialog', { name: SAVED_VIEWS_TEXT.saveView });
  await naming.getByLabel(SAVED_VIEWS_TEXT.nameLabel).fill(name);
  await naming.getByRole('button', { name: SAVED_VIEWS_TEXT.save, exact: true }).click();
  await expect(region.getByRole('button', { name: SAVED_VIEWS_TEXT.viewMenu(name) })).toBeVisible();
}

export function reportContainer(page: Page) {
  return reportRegion(page).locator('[data-embed-phase]');
}

export function reportFrame(page: Page) {
  return page.frameLocator('iframe[title="Embedded dashboard"]');
}

/** Waits until the report has been embedded and drawn (the SDK's loaded and rendered events). */
export async function expectReportRendered(page: Page): Promise<void> {
  // After a full page load the dev server serves the report's modules again (MSAL, powerbi-client):
  // on a busy shared machine that alone has taken over 30 s.
  await expect(reportContainer(page)).toHaveAttribute('data-embed-phase', 'rendered', { timeout: 90_000 });
  await expect(reportFrame(page).getByRole('heading', { name: 'Market Intelligence' })).toBeVisible();
  await expect.poll(() => embedEvents(page)).toEqual(expect.arrayContaining(['loaded', 'rendered']));
}

/** On the sign-in page with its popup open: `Continue` as the portal user, then back on `returnPath`. */
export async function continueInPopup(
  page: Page,
  popup: Page,
  returnPath = REPORT_PATH,
  fullName = 'Jordan Avery',
): Promise<void> {
  await expect(popup.getByRole('group', { name: 'Workplace account' })).toContainText(fullName);
  await expect(popup.getByRole('group', { name: 'Workplace account' })).toContainText('Evergreen Life');
  // Listening before the click: the popup may close before a listener added after it would hear it.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  // The answer crosses MSAL's redirect bridge before the page goes back: on CI's loaded machine over 10 s.
  await expect(page).toHaveURL(new RegExp(`${returnPath}$`), { timeout: 30_000 });
}

/** From a report page signed out of the workplace: "Dashboard Login", the popup, `Continue`. */
export async function signInToDashboards(page: Page, fullName = 'Jordan Avery'): Promise<void> {
  await page.goto(REPORT_PATH);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Dashboard Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
  await continueInPopup(page, await popupOpened, REPORT_PATH, fullName);
  await expectReportRendered(page);
}

/**
 * Signed in to the portal as `username` and to the dashboards as `fullName`, on the report, drawn: for
 * the tests that need both sign-ins but check neither. The first time in a worker through the form and
 * the workplace popup (`signIn`, `signInToDashboards`); later, a fresh browser context starts from the
 * browser they left, with the workplace account, MSAL's cache and the dashboard token in it, and opens
 * the report as the same tab reloaded would (`signInOnce`). A test of the popup uses `signInToDashboards`.
 */
export async function signInWithDashboards(page: Page, username = 'javery', fullName = 'Jordan Avery'): Promise<void> {
  expect(page.url(), 'signInWithDashboards starts a page nothing has happened in; else use signInToDashboards').toBe(
    'about:blank',
  );
  await signInOnce(page, ['dashboards', username, fullName], {
    signInForReal: async () => {
      await signIn(page, username);
      await signInToDashboards(page, fullName);
    },
    // The sign-in's activity record, and what the report showed (kept in the tab once it has loaded).
    settled: async () => {
      await activityStored(page, SIGN_IN_TEXT.signedIn);
      await expect
        .poll(() => page.evaluate((key) => sessionStorage.getItem(key), storageKeys.reportContents))
        .not.toBeNull();
    },
    path: REPORT_PATH,
    ready: () => expectReportRendered(page),
  });
}

/** What the mock report host received and did (its `window.__mockReportHost`, see host-page.ts). */
export interface MockReportHostRecord {
  loads: number;
  /** Per load, whether it came into a frame the SDK had bootstrapped (the portal prepares one). */
  bootstrapped: boolean[];
  tokens: string[];
  settings: Record<string, unknown>[];
  themes: (string | null)[];
  prints: number;
  errors: { message: string; detailedMessage?: string }[];
}

export async function mockReportHost(page: Page): Promise<MockReportHostRecord> {
  const host = page.frame({ url: /mock-pages\/report-host\.html/ });
  expect(host, 'the mock report host frame').not.toBeNull();
  return host!.evaluate(() => (window as unknown as { __mockReportHost: MockReportHostRecord }).__mockReportHost);
}

/** The portal's tabs of the report's pages (above the frame). */
export function reportPageTabs(page: Page) {
  return reportRegion(page).getByRole('tablist', { name: 'Dashboard pages' });
}

/** A phone's one select of the report's pages, in place of the tabs (report-page-tabs.tsx). */
export function reportPageSelect(page: Page) {
  return reportRegion(page).getByRole('combobox', { name: 'Dashboard pages' });
}

/** Opens the report's page `displayName` as a person would on this width: its tab, or on a phone the select's option. */
export async function chooseReportPage(page: Page, displayName: string) {
  const select = reportPageSelect(page);
  if (await select.isVisible()) await select.selectOption({ label: displayName });
  else await reportPageTabs(page).getByRole('tab', { name: displayName }).click();
}

/** The page the frame shows (the mock host labels its visuals' area with the page's name). */
export function framePage(page: Page, displayName: string) {
  return reportFrame(page).getByRole('main', { name: displayName });
}

/** A switch of the mock identity provider or the mock report host (as in Mock tools). */
export type MockSwitch = Parameters<NonNullable<Window['__mockIdentity']>['setSwitch']>[0];

export async function setIdentitySwitch(page: Page, name: MockSwitch, on: boolean): Promise<void> {
  await page.waitForFunction(() => window.__mockIdentity !== undefined);
  await page.evaluate(([switchName, value]) => window.__mockIdentity!.setSwitch(switchName, value), [
    name,
    on,
  ] as const);
}

export async function tokenGrants(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.__mockIdentity?.tokenRequests() ?? []).map((entry) => `${entry.grantType}:${entry.outcome}`),
  );
}

/** Makes the stored token look expired (as it would be the next morning). */
export async function expireStoredToken(page: Page): Promise<StoredTokenInfo> {
  const entry = await tokenInfoEntry(page);
  expect(entry, 'a stored token_info').not.toBeNull();
  const expired = {
    ...(JSON.parse(entry!.raw) as StoredTokenInfo),
    expiresOn: new Date(Date.now() - 60_000).toISOString(),
  };
  await page.evaluate(({ area, value }) => window[area].setItem('token_info', JSON.stringify(value)), {
    area: entry!.area,
    value: expired,
  });
  return expired;
}

/** A kept state for the saved-view tests: the second page ("Monthly Trend") with September selected. */
export async function chooseSeptemberOnSecondPage(page: Page): Promise<void> {
  await reportRegion(page).getByRole('tab', { name: 'Monthly Trend' }).click();
  await expect(framePage(page, 'Monthly Trend')).toBeVisible();
  await reportFrame(page)
    .locator('rect.bar', { has: page.locator('title', { hasText: 'Sep:' }) })
    .click();
  await expect(reportFrame(page).getByText('Selected: Sep (6.1)')).toBeVisible();
}
