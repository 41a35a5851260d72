import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountPage } from '@/features/account';
import { signedInScreen } from '@/testing/story-fixtures';
import { isPhone } from '@/testing/phone-width-story';
import { NARROW_HEADER_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { cssColor } from '@/testing/css-color';
import { inAppShell, LAZY_VIEW } from './screen-story';
import { isSeen } from '@/testing/seen';

/** The account pages as a person sees them, inside the shell (issue 47, review M6), at both widths. */
const meta = {
  title: 'Screens/Account',
  component: AccountPage,
  decorators: [inAppShell],
  tags: ['screen'],
  args: { slug: 'view-profile' },
  parameters: {
    ...signedInScreen('/account/view-profile', 'Jordan Account Settings'),
    routePattern: '/account/$slug',
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clipped to a pixel: for screen readers only. */
async function expectForScreenReadersOnly(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
}

/**
 * The section is named by the menu and, beside the menu's column, by its heading, 24/600 as every page's (the ninth
 * grade: account pages had no heading). Under a phone's segmented menu the heading is for screen readers only, and
 * the trail leads into them, its current crumb for screen readers only too (the eleventh grade, finding 2: "Change
 * Password" stood in the trail, the track and the heading, one under the other).
 */
async function expectSectionNamed(canvasElement: HTMLElement, section: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 1, name: section }, LAZY_VIEW);
  if (isPhone()) await expectForScreenReadersOnly(heading);
  else {
    await expect(heading).toBeVisible();
    const style = getComputedStyle(heading);
    await expect([style.fontSize, style.fontWeight]).toEqual(['24px', '600']);
  }
  const menu = canvas.getByRole('navigation', { name: 'Account menu' });
  await expect(within(menu).getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
  // From lg up the trail is the header's, its last crumb the header's title (R2.24, one page header); below, its row.
  const inHeader = !window.matchMedia(NARROW_HEADER_MEDIA_QUERY).matches;
  const trail = shownTrail(canvasElement);
  await expect(
    within(trail)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Home', 'Account']);
  await expect(trail.closest(inHeader ? 'header' : 'main')).not.toBeNull();
  if (inHeader) {
    await expect(within(trail).getByTestId('header-title')).toHaveAttribute('aria-current', 'page');
    await expect(within(trail).queryByText(section)).toBeNull();
    return;
  }
  const current = within(trail).getByText(section);
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expectForScreenReadersOnly(current);
}

/** The page's one trail, in the header or in its row. */
function shownTrail(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement.ownerDocument.body).getByRole('navigation', { name: 'Breadcrumb' });
}

/**
 * The one trail (the eleventh grade, finding 1: the header's grey crumbs with "/" beside the page's blue links with
 * "›"): dimmed 14/400 links, "/" in the border's colour.
 */
async function expectTheOneTrail(canvasElement: HTMLElement) {
  const trail = shownTrail(canvasElement);
  for (const link of within(trail).getAllByRole('link')) {
    const style = getComputedStyle(link);
    await expect([style.fontSize, style.fontWeight, style.color]).toEqual([
      '14px',
      '400',
      cssColor('var(--mantine-color-dimmed)'),
    ]);
  }
  const separator = trail.querySelector('.mantine-Breadcrumbs-separator')!;
  await expect(separator).toHaveTextContent('/');
  await expect(getComputedStyle(separator).color).toBe(cssColor('var(--portal-border)'));
}

/**
 * The header's title, 16/600 on a phone (the eleventh grade, finding 10: 13 px read as a caption), where it says
 * "Account Settings" whole (R2.27's words without the name, which cut it to "Jordan Account Sett…"); the page's own
 * title stays for screen readers there, and is what a wider header shows.
 */
async function expectHeaderTitle(canvasElement: HTMLElement) {
  const title = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-testid="header-title"]')!;
  // Below lg the title alone, its phone words beside it; from lg up the trail's last crumb, the whole title only.
  const [wide, short] = (title.children.length ? [...title.children] : [title, null]) as [HTMLElement, HTMLElement];
  await expect(wide).toHaveTextContent(/^Jordan Account Settings$/);
  if (!isPhone()) {
    if (title.children.length) await expect(short).not.toBeVisible();
    return;
  }
  await expect(short).toHaveAttribute('aria-hidden', 'true');
  const style = getComputedStyle(title);
  await expect([style.fontSize, style.fontWeight]).toEqual(['16px', '600']);
  await expect(short).toHaveTextContent(/^Account Settings$/);
  await expect(short).toBeVisible();
  await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  await expectForScreenReadersOnly(wide);
}

/**
 * The page uses a laptop's width as a settings page does: the list, then an 800 px card, and at most 200 px of the
 * page (its padding included) empty right of it where the window has room (the twelfth grade: a 640 px card left about
 * 330 px at 1280 px). On a phone the card spans the window, inside its padding.
 */
async function expectTheWidthUsed(canvasElement: HTMLElement, section: string) {
  const main = canvasElement.ownerDocument.querySelector('main')!.getBoundingClientRect();
  const card = within(canvasElement).getByRole('region', { name: section }).getBoundingClientRect();
  if (isPhone()) {
    await expect(card.right).toBeLessThanOrEqual(main.right);
    await expect(main.right - card.right).toBeLessThanOrEqual(24);
    return;
  }
  await expect(card.width).toBeLessThanOrEqual(800);
  if (main.width >= 1100) {
    await expect(card.width).toBe(800);
    await expect(main.right - card.right).toBeLessThanOrEqual(200);
  }
}

export const YourProfile: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, LAZY_VIEW)).toBeVisible();
    await expectSectionNamed(canvasElement, 'Your Profile');
    await expectTheOneTrail(canvasElement);
    await expectHeaderTitle(canvasElement);
    await expectTheWidthUsed(canvasElement, 'Your Profile');
  },
};

export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password' },
  play: async ({ canvasElement }) => {
    await expectSectionNamed(canvasElement, 'Change Password');
    await expectTheWidthUsed(canvasElement, 'Change Password');
  },
};

export const ChangePasswordDark: Story = { ...ChangePassword, globals: { colorScheme: 'dark' } };

/**
 * Update password with the fields empty: each field's own words under it, the first focused, and R5.2's "All fields
 * are required" once, as the form's alert.
 */
export const ChangePasswordAllFieldsRequired: Story = {
  ...ChangePassword,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectSectionNamed(canvasElement, 'Change Password');
    await userEvent.click(await canvas.findByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('All fields are required');
    await expect(canvas.getAllByText('All fields are required').filter(isSeen)).toHaveLength(1);
    const words = {
      'Current password': 'Enter your current password',
      'New password': 'Enter a new password',
      'Confirm password': 'Confirm your new password',
    };
    for (const [label, missing] of Object.entries(words)) {
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(missing);
      await expect(canvas.getAllByText(missing).filter(isSeen)).toHaveLength(1);
    }
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
  },
};

export const ChangePasswordAllFieldsRequiredDark: Story = {
  ...ChangePasswordAllFieldsRequired,
  globals: { colorScheme: 'dark' },
};

/**
 * In dark the current page is no navy slab (the eleventh grade, finding 10) nor a blue block (the fourteenth): the
 * desktop column's neutral current-item fill (dark.5) with blue.2 text (7:1), as the rail's; the phone's segmented
 * track keeps its raised segment.
 */
export const YourProfileDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectSectionNamed(canvasElement, 'Your Profile');
    const current = within(canvas.getByRole('navigation', { name: 'Account menu' })).getByRole('link', {
      name: 'Your Profile',
    });
    const style = getComputedStyle(current);
    await expect(style.backgroundColor).not.toBe('rgb(12, 50, 86)');
    if (!isPhone()) {
      await expect(style.backgroundColor).toBe(cssColor('var(--mantine-color-dark-5)'));
      await expect(style.color).toBe(cssColor('var(--mantine-color-blue-2)'));
    }
  },
};
