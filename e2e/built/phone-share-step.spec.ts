import { EXPORT_TEXT, REPORT_TEXT, SAVED_VIEWS_TEXT } from '../../src/features/reports/constants';
import { reportRegion } from '../support/reports';
import { expect, test } from '../support/stand-ins-test';
import { openDashboardForReal } from '../support/workplace';

/**
 * The eighth blind grade's phone findings, in the production build at 390x844: Share is in one place (the saved views'
 * sheet, not ⋯ More too), and there it is a second step of the sheet, "Share this view" with a back chevron, not a form
 * between the actions and the list; Print follows Export's choices in More, as in a desktop's Export menu.
 */

const PHONE = { width: 390, height: 844 };

test('at 390x844 Share is the saved views sheet’s alone, a step of its own with a way back to the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await openDashboardForReal(page);
  const region = reportRegion(page);

  // ⋯ More: Export's choices, then Print after a divider; no Share.
  await region.getByRole('button', { name: REPORT_TEXT.more }).click();
  const more = page.getByRole('menu');
  // The menu's items are drawn a frame after it opens: read them once they are there.
  await expect(more.getByRole('menuitem', { name: EXPORT_TEXT.pdf })).toBeVisible();
  const items = await more.getByRole('menuitem').allTextContents();
  expect(items.slice(0, 4)).toEqual([EXPORT_TEXT.pdf, EXPORT_TEXT.png, EXPORT_TEXT.pptx, REPORT_TEXT.print]);
  await expect(more.getByRole('menuitem', { name: REPORT_TEXT.print })).toBeEnabled();
  // Print heads the group after the divider, under its "Dashboard" label.
  expect(await more.locator('.mantine-Menu-divider + .mantine-Menu-label + [role="menuitem"]').textContent()).toBe(
    REPORT_TEXT.print,
  );
  await expect(more.getByRole('menuitem', { name: SAVED_VIEWS_TEXT.share })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The sheet: Share opens its step (the view on screen is no saved one: a name first).
  await region.getByRole('button', { name: /^View: / }).click();
  const views = page.getByRole('dialog', { name: SAVED_VIEWS_TEXT.savedViews });
  await expect(views.getByText(SAVED_VIEWS_TEXT.none)).toBeVisible();
  await views.getByRole('button', { name: SAVED_VIEWS_TEXT.share, exact: true }).click();
  const step = page.getByRole('dialog', { name: SAVED_VIEWS_TEXT.shareTitle });
  await expect(step.getByRole('heading', { name: SAVED_VIEWS_TEXT.shareTitle })).toBeFocused();
  await expect(step).toContainText(SAVED_VIEWS_TEXT.shareExplained);
  // Named for the person already: the page on screen and the day (the tenth grade), ready to save as it is.
  await expect(step.getByLabel(/View name/)).toHaveValue(/^Share by State, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  // The list, its empty state and the other actions give the step the sheet; its title is the step's.
  for (const hidden of [SAVED_VIEWS_TEXT.saveView, SAVED_VIEWS_TEXT.resetView])
    await expect(step.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  await expect(step.getByText(SAVED_VIEWS_TEXT.none)).toHaveCount(0);
  await expect(step.getByRole('heading', { name: SAVED_VIEWS_TEXT.savedViews })).toHaveCount(0);
  // The chevron on the left of the title, the ✕ on the right.
  const back = step.getByRole('button', { name: SAVED_VIEWS_TEXT.backToSavedViews });
  const backBox = (await back.boundingBox())!;
  const titleBox = (await step.getByRole('heading').boundingBox())!;
  const closeBox = (await step.getByRole('button', { name: REPORT_TEXT.close }).boundingBox())!;
  expect(backBox.x + backBox.width).toBeLessThanOrEqual(titleBox.x);
  expect(closeBox.x).toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
  expect([backBox.width, backBox.height]).toEqual([44, 44]);

  // Back: the list again, the focus on Share.
  await back.click();
  await expect(views.getByText(SAVED_VIEWS_TEXT.none)).toBeVisible();
  await expect(views.getByRole('button', { name: SAVED_VIEWS_TEXT.share, exact: true })).toBeFocused();

  // Escape in the step closes the sheet, the name field focused or not; it opens again at its list.
  for (const typeAName of [false, true]) {
    await views.getByRole('button', { name: SAVED_VIEWS_TEXT.share, exact: true }).click();
    await expect(step.getByRole('heading', { name: SAVED_VIEWS_TEXT.shareTitle })).toBeFocused();
    if (typeAName) await step.getByLabel(/View name/).fill('For Morgan');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await region.getByRole('button', { name: /^View: / }).click();
    await expect(views.getByRole('button', { name: SAVED_VIEWS_TEXT.saveView })).toBeVisible();
  }
});
