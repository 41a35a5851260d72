import type { Page } from '@playwright/test';
import { HOME_WORK_TEXT } from '../../src/app/home/constants';
import { SAVED_VIEWS_TEXT } from '../../src/features/reports/constants';
import { expect, test } from '../support/stand-ins-test';
import { signOutViaPanel } from '../support/account';
import { REPORT_PATH, reportPageTabs, reportRegion, saveViewFromMenu } from '../support/reports';
import { DEMO_PASSWORD, loginForm } from '../support/session';
import { embedFrame, expectRendered, openDashboardForReal, signInToWorkplace } from '../support/workplace';

/**
 * A view opens as it was saved (issue 58, item 3), on the production build against the Power BI
 * stand-in: its state and page go into the embed configuration, so the report draws the view's page
 * first and only, never its default page and then the view. Home links one's own views by their id,
 * never by the share id any signed-in person could open (issue 61, R8), and the link leaves the URL:
 * Back, after the next person signed in in the same tab, opens nothing of it.
 */

const VIEW_NAME = 'Trend, as saved';

/** Records, in the report's frame (the stand-in's own site), each report page it draws, in order. */
async function recordPagesDrawn(page: Page) {
  await page.context().addInitScript(() => {
    if (window === window.top) return;
    const drawn: string[] = [];
    (window as unknown as { __pagesDrawn: string[] }).__pagesDrawn = drawn;
    new MutationObserver(() => {
      const shown = document.querySelector('main[aria-label]')?.getAttribute('aria-label');
      if (shown && drawn.at(-1) !== shown) drawn.push(shown);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}

const pagesDrawn = (page: Page) =>
  embedFrame(page)
    .locator('main')
    .first()
    .evaluate(() => (window as unknown as { __pagesDrawn: string[] }).__pagesDrawn);

/**
 * Jordan, signed in to the portal and the workplace, saves the dashboard's second page as VIEW_NAME
 * from the view menu, goes home and opens it by home's link. Answers the report's first two pages.
 */
async function jordanOpensHisViewFromHome(page: Page, { beforeHome }: { beforeHome?: () => Promise<void> } = {}) {
  await openDashboardForReal(page);
  const tabs = reportPageTabs(page).getByRole('tab');
  const [firstPage, secondPage] = [(await tabs.nth(0).innerText()).trim(), (await tabs.nth(1).innerText()).trim()];
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await saveViewFromMenu(page, VIEW_NAME);

  // Home, as a person goes there; then the view's link.
  await beforeHome?.();
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/home$/);
  const link = page.getByRole('region', { name: HOME_WORK_TEXT.savedTitle }).getByRole('link', { name: VIEW_NAME });
  // One's own view by its id, which only its owner can read; never a share id (it has none: never shared).
  await expect(link).toHaveAttribute('href', /\?saved=[A-Za-z0-9_-]{16,64}$/);
  await link.click();
  await expectRendered(page);
  await expect(reportPageTabs(page).getByRole('tab', { name: secondPage })).toHaveAttribute('aria-selected', 'true');
  await expect(reportRegion(page).getByRole('button', { name: SAVED_VIEWS_TEXT.viewMenu(VIEW_NAME) })).toBeVisible();
  return { firstPage, secondPage };
}

test("a saved view's link from home renders its page, never the default page first, and leaves no id in the URL", async ({
  page,
}) => {
  test.slow();
  const { firstPage, secondPage } = await jordanOpensHisViewFromHome(page, {
    beforeHome: () => recordPagesDrawn(page),
  });
  await expect(page.getByTestId('confirmation')).toHaveText(SAVED_VIEWS_TEXT.applied(VIEW_NAME));
  // The report drew the view's page, and only it: the default page was never on screen.
  expect(await pagesDrawn(page)).toEqual([secondPage]);
  expect(firstPage).not.toBe(secondPage);
  // The link is out of the URL, which names the view's page: Back or a reload opens no view.
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=[A-Za-z0-9_-]+$`));
});

test("Back, after the next person signed in in the same tab, never opens the last person's view (issue 61, R8)", async ({
  page,
}) => {
  test.slow();
  await jordanOpensHisViewFromHome(page);
  const jordansEntry = page.url();
  // He goes on (home), so the entry of his view stays in the tab's history (a sign-out replaces its page's).
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/home$/);
  await signOutViaPanel(page, 'Jordan Avery');

  // Morgan signs in on the sign-in page Jordan's sign-out left, and into the workplace on the same
  // dashboard, so a view the tab's history named would be applied for him.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await loginForm(page).submitAs('mlee', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(REPORT_PATH);
  await signInToWorkplace(page, 'morgan.lee@example.com');
  await expectRendered(page);

  // Back through the tab's history to the entry where Jordan's view was on screen.
  const region = reportRegion(page);
  const visited: string[] = [];
  while (visited.at(-1) !== jordansEntry && visited.length < 8) {
    await page.goBack();
    visited.push(page.url());
    expect(page.url()).not.toMatch(/[?&](saved|view)=/);
  }
  expect(visited).toContain(jordansEntry);
  await expectRendered(page);
  await expect(region.getByRole('button', { name: /^View:/ })).toBeVisible();
  await expect(region.getByRole('button', { name: SAVED_VIEWS_TEXT.viewMenu(VIEW_NAME) })).toHaveCount(0);
  await expect(page.getByText(VIEW_NAME)).toHaveCount(0);
  // Nothing of Jordan's views was asked for in Morgan's session: no shared view, no list but his own.
  expect(asked.filter((url) => url.includes('/shared-views/'))).toEqual([]);
});
