import type { Page } from '@playwright/test';
import { REPORT_TEXT } from '../../src/features/reports/constants';
import { DESKTOP_PAGE_WIDTH } from '../../src/mocks/report-host/page-size';
import { definitionsPanel, definitionsToggle } from '../support/definitions';
import { expect, test } from '../support/stand-ins-test';
import { openDashboardForReal } from '../support/workplace';

/**
 * The "Definitions" pane and the report's scale (design review 2026-11-29, the twelfth grade): the desktop embed fits
 * its page to the frame's width, so a pane beside the frame shrank the page (to about 72 % at 1280 px). Below 1440 px
 * the open pane lies over the report's right side and the frame keeps its width; from 1440 px it stands beside, where
 * the frame keeps room for the page.
 */

const frame = (page: Page) => page.locator('[data-embed-phase]');
const box = async (page: Page) => (await frame(page).boundingBox())!;

test('at 1280x720 the open Definitions lie over the report, which keeps its width; Escape closes them, the focus back on the button', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openDashboardForReal(page);
  const closed = await box(page);

  const toggle = definitionsToggle(page);
  await toggle.click();
  const pane = definitionsPanel(page);
  await expect(pane).toBeVisible();
  // The focus moves into the pane, on its title.
  await expect(pane.getByRole('heading', { name: /^Definitions/ })).toBeFocused();
  const open = await box(page);
  expect(open.width).toBe(closed.width);
  expect(open.x).toBe(closed.x);
  // Over the frame's right side, within it.
  const over = (await pane.boundingBox())!;
  expect(over.x).toBeGreaterThan(open.x + open.width / 2);
  expect(Math.round(over.x + over.width)).toBe(Math.round(open.x + open.width));
  expect(over.y).toBeGreaterThanOrEqual(open.y);

  await page.keyboard.press('Escape');
  await expect(pane).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Closed, nothing of it is left over the report: the frame's right side is the report's again.
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: over.x + 20, y: over.y + 40 }),
  ).toBe('IFRAME');
  expect((await box(page)).width).toBe(closed.width);

  // Its close button closes it too, the focus back on the button.
  await toggle.click();
  await pane.getByRole('button', { name: REPORT_TEXT.close }).click();
  await expect(pane).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('at 1440x900 the open Definitions stand beside the report, which keeps room for its page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDashboardForReal(page);
  const closed = await box(page);

  await definitionsToggle(page).click();
  const pane = definitionsPanel(page);
  await expect(pane).toBeVisible();
  await expect(pane.getByRole('heading', { name: /^Definitions/ })).toBeFocused();
  const open = await box(page);
  const beside = (await pane.boundingBox())!;
  expect(beside.x).toBeGreaterThanOrEqual(open.x + open.width);
  // The frame narrows (1350 to 978 px here), yet keeps over 90 % of the demo pages' 1024 px canvas; at 1280 px beside
  // the pane it had some 845 px.
  expect(open.width).toBeLessThan(closed.width);
  expect(open.width).toBeGreaterThanOrEqual(0.9 * DESKTOP_PAGE_WIDTH);

  // Beside the report it is remembered: left open, it is open on the next visit, the focus left where the page puts it;
  // the same visit at 1280 px, where it would lie over the report, finds it closed (the fourteenth grade).
  await page.reload();
  await expect(definitionsToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(pane).toBeVisible();
  await expect(pane.getByRole('heading', { name: /^Definitions/ })).not.toBeFocused();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(definitionsToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(pane).toHaveCount(0);
});
