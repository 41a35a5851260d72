import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAVED_VIEWS_TEXT } from '../../src/features/reports/constants';
import { encodeViewState } from '../../src/mocks/report-host/bookmark-state';
import {
  chooseSeptemberOnSecondPage,
  continueInPopup,
  expectReportRendered,
  framePage,
  recordEmbedEvents,
  REPORT_PATH,
  reportFrame,
  reportRegion,
  SIGN_IN_PATH,
  signInToDashboards,
  signInWithDashboards,
  MARKET_INTELLIGENCE_REPORT_ID,
} from '../support/reports';
import { DEMO_PASSWORD, loginForm, otherDevice, signIn, signInByForm } from '../support/session';

/**
 * Saved views follow the person (issue 30): the backend keeps them, so another device of the same
 * user lists them and another user never does; a view's link opens it for any portal user, through
 * the sign-ins when signed out; views an earlier version kept in the browser are offered to their owner
 * and move to the backend once accepted.
 */

const SECOND_PAGE = 'Monthly Trend';
const SELECTED = 'Selected: Sep (6.1)';

/** The action row's view menu (named by the view on screen); its list is named "Saved views (n)". */
const savedViewsButton = (page: Page) => reportRegion(page).getByRole('button', { name: /^View:/ });

async function openSavedViews(page: Page) {
  await savedViewsButton(page).click();
  return page.getByRole('dialog', { name: /^Saved views/ });
}

/**
 * How many views the list holds, as its heading says ("Saved views (n)"); the list is closed again. The first list of
 * a device just signed in comes with its first fetches (a cold cache, the mock backend starting): 30 s, as a first
 * page's shell gets (`signIn`'s `ready`), since 10 s ran out on CI's loaded machine.
 */
async function expectViewCount(page: Page, count: number) {
  const list = await openSavedViews(page);
  await expect(list).toHaveAccessibleName(`Saved views (${count})`, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** A row's action, from its "⋯" menu. */
async function rowAction(page: Page, list: Locator, view: string, action: string) {
  await list.getByRole('button', { name: SAVED_VIEWS_TEXT.actions(view) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function expectSeptemberOnSecondPage(page: Page) {
  await expect(framePage(page, SECOND_PAGE)).toBeVisible();
  await expect(reportFrame(page).getByText(SELECTED)).toBeVisible();
}

/** Jordan on a device of their own: the sign-in form (nothing to restore there), then the dashboards. */
async function signInOnDevice(device: Page) {
  await recordEmbedEvents(device);
  await signInByForm(device);
  await signInToDashboards(device);
}

const browserViews = (page: Page) => page.evaluate(() => localStorage.getItem('oa_saved_views'));

test.describe('saved views on the backend', () => {
  // Three devices, each with portal and workplace sign-ins and an embed, on a shared 2-core machine.
  test.describe.configure({ timeout: 360_000 });

  test('a view saved on one device is listed and applied on another of the same user, never for another user, and its link opens it for anyone signed in', async ({
    page,
    browser,
  }) => {
    await recordEmbedEvents(page);
    await signInWithDashboards(page);
    await chooseSeptemberOnSecondPage(page);
    await (await openSavedViews(page)).getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('View name').fill('September peak');
    await dialog.getByRole('button', { name: 'Save' }).click();
    let list = await openSavedViews(page);
    await expect(list.getByRole('button', { name: 'September peak', exact: true })).toBeVisible();
    await expect(list.getByText(SAVED_VIEWS_TEXT.saving)).toHaveCount(0);
    // Nothing of it stays in this browser.
    expect(await browserViews(page)).toBeNull();

    // Its link, from the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await rowAction(page, list, 'September peak', 'Copy link to September peak');
    // The link comes when the backend has minted the view's share id (issue 61's R8): the clipboard takes it then.
    const linkPattern = new RegExp(`^${new URL(page.url()).origin}${REPORT_PATH}\\?view=[A-Za-z0-9_-]{22,64}$`);
    const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(readClipboard).toMatch(linkPattern);
    const link = await readClipboard();
    await page.keyboard.press('Escape');

    // Jordan on another device: the view is there, and applies.
    const laptop = await otherDevice(page, browser);
    await signInOnDevice(laptop);
    await expectViewCount(laptop, 1);
    list = await openSavedViews(laptop);
    await list.getByRole('button', { name: 'September peak', exact: true }).click();
    await expectSeptemberOnSecondPage(laptop);
    // Renamed there, renamed here.
    list = await openSavedViews(laptop);
    await rowAction(laptop, list, 'September peak', 'Rename September peak');
    await list.getByLabel('View name').fill('Q3 peak');
    await list.getByLabel('View name').press('Enter');
    await expect(list.getByRole('button', { name: 'Q3 peak', exact: true })).toBeVisible();
    await expect(list.getByText(SAVED_VIEWS_TEXT.saving)).toHaveCount(0);
    // The focus is on the renamed view's row, inside the list, so Escape closes it.
    await expect(list.getByRole('listitem').filter({ hasText: 'Q3 peak' })).toBeFocused();
    await laptop.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(savedViewsButton(laptop)).toBeFocused();

    // Morgan, signed out on a third device, opens the link: sign-in, workplace sign-in, the view.
    const morgan = await otherDevice(laptop, browser);
    await recordEmbedEvents(morgan);
    const linkPath = link.slice(new URL(link).origin.length);
    await morgan.goto(linkPath);
    // A device's first page: its whole bundle and the mock backend's start, on a cold cache (as `expectViewCount`).
    await expect(morgan).toHaveURL(/\/login$/, { timeout: 30_000 });
    await loginForm(morgan).submitAs('mlee', DEMO_PASSWORD);
    await expect(morgan).toHaveURL(new URL(link).href);
    const popupOpened = morgan.waitForEvent('popup');
    await morgan.getByRole('link', { name: 'Dashboard Login' }).click();
    await expect(morgan).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
    await continueInPopup(morgan, await popupOpened, REPORT_PATH.concat('.*'), 'Morgan Lee');
    await expectReportRendered(morgan);
    // The banner says it is a shared view and whose, when it was saved, and the way back; the view menu names it.
    const banner = reportRegion(morgan)
      .getByRole('alert')
      .filter({ hasText: SAVED_VIEWS_TEXT.sharedFrom('Jordan Avery', 'javery') });
    await expect(reportRegion(morgan).getByRole('button', { name: /^View:/ })).toContainText('Q3 peak');
    await expect(banner).toContainText('Shared by Jordan Avery, saved ');
    await expect(banner).toContainText(SAVED_VIEWS_TEXT.sharedAppliesFilters);
    await expect(banner.getByRole('button', { name: SAVED_VIEWS_TEXT.backToOwnView })).toBeVisible();
    await expectSeptemberOnSecondPage(morgan);
    // The link is used once: the address no longer carries it, so a reload does not apply it again.
    await expect(morgan).not.toHaveURL(/view=/);
    // Jordan's view is not one of Morgan's.
    await expectViewCount(morgan, 0);
    await morgan.context().close();

    // Deleted by its owner, the link opens nothing and says so.
    list = await openSavedViews(laptop);
    // The row goes at once; the backend's answer comes after, and leaving the page before it would take the deletion
    // with it (the mock backend answers from this page).
    const deleted = laptop.waitForResponse(
      (response) => response.request().method() === 'DELETE' && /saved-views/.test(response.url()),
    );
    await rowAction(laptop, list, 'Q3 peak', 'Delete Q3 peak');
    await expect(list.getByText('No saved views yet.', { exact: false })).toBeVisible();
    expect((await deleted).ok()).toBe(true);
    await laptop.keyboard.press('Escape');
    await laptop.goto(linkPath);
    await expectReportRendered(laptop);
    await expect(reportRegion(laptop).getByRole('alert')).toHaveText(SAVED_VIEWS_TEXT.sharedMissing);
    await laptop.context().close();
  });

  test('views an earlier version kept in this browser are offered to their owner, move to the backend once accepted, and leave the browser', async ({
    page,
    browser,
  }) => {
    // What an earlier version wrote: owner -> report -> views, with a state the report host captured.
    // The host seals the states it issues (the service refuses one it did not): this one is the host's own.
    const state = encodeViewState({ reportId: MARKET_INTELLIGENCE_REPORT_ID, page: 'ReportSection2', selection: null });
    const kept = {
      javery: {
        [MARKET_INTELLIGENCE_REPORT_ID]: [
          { id: 'old-1', name: 'Kept in the browser', state, savedAt: '2026-10-01T10:00:00Z' },
        ],
      },
      mlee: {
        [MARKET_INTELLIGENCE_REPORT_ID]: [{ id: 'old-2', name: "Morgan's", state, savedAt: '2026-10-01T10:00:00Z' }],
      },
    };
    await recordEmbedEvents(page);
    await signIn(page);
    await page.evaluate((record) => localStorage.setItem('oa_saved_views', JSON.stringify(record)), kept);
    await signInToDashboards(page);
    // Offered to Jordan, Jordan's only (Morgan's is never shown to Jordan); nothing moves before Import.
    const views = await openSavedViews(page);
    const offer = views.getByRole('region', { name: SAVED_VIEWS_TEXT.browserViewsOffer(1) });
    await expect(offer).toBeVisible();
    await expect(views).toHaveAccessibleName('Saved views (0)');
    await expect(views).not.toContainText("Morgan's");
    expect(await browserViews(page)).toBe(JSON.stringify(kept));
    await offer.getByRole('button', { name: SAVED_VIEWS_TEXT.importViews }).click();
    await expect(views).toHaveAccessibleName('Saved views (1)');
    await expect(offer).toBeHidden();
    await page.keyboard.press('Escape');
    // Jordan's left the browser; Morgan's waits for Morgan.
    await expect.poll(() => browserViews(page)).toBe(JSON.stringify({ mlee: kept.mlee }));

    // On another device, the moved view is Jordan's.
    const laptop = await otherDevice(page, browser);
    await signInOnDevice(laptop);
    // The device's first list, awaited as the first test's is (a click alone waited out the whole test on CI).
    await expectViewCount(laptop, 1);
    const list = await openSavedViews(laptop);
    await list.getByRole('button', { name: 'Kept in the browser', exact: true }).click();
    await expect(framePage(laptop, SECOND_PAGE)).toBeVisible();
    await laptop.context().close();

    // The first browser loads the report again: nothing is offered or moved twice.
    await page.reload();
    await expectReportRendered(page);
    await expectViewCount(page, 1);
    await openSavedViews(page);
    await expect(page.getByRole('region', { name: SAVED_VIEWS_TEXT.browserViewsOffer(1) })).toHaveCount(0);
  });
});
