import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountPage } from './account-page';
import { jordanAvery, morganLee } from '@/testing/story-fixtures';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('aria-current', 'page');
    // m7: one card no wider than its fields need, the picture at the values' left edge, and each label
    // dimmed above its value.
    const card = canvas.getByRole('region', { name: 'Your Profile' }).getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(640);
    const username = await canvas.findByLabelText('Username');
    const picture = canvas.getByRole('button', { name: 'Change Picture' }).parentElement!.parentElement!;
    await expect(Math.abs(picture.getBoundingClientRect().left - username.getBoundingClientRect().left)).toBeLessThan(
      1,
    );
    const label = canvas.getByText('Username', { selector: 'dt' });
    await expect(getComputedStyle(label).color).not.toBe(getComputedStyle(username).color);
  },
};

export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
  },
};
