import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountPage } from '@/features/account';
import { signedInScreen } from '@/testing/story-fixtures';
import { inAppShell, LAZY_VIEW } from './screen-story';

/** The account pages as a person sees them, inside the shell (issue 47, review M6), at both widths. */
const meta = {
  title: 'Screens/Account',
  component: AccountPage,
  decorators: [inAppShell],
  tags: ['screen'],
  args: { slug: 'view-profile' },
  parameters: { ...signedInScreen('/account/view-profile', 'Your Profile'), routePattern: '/account/$slug' },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourProfile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Profile' }, LAZY_VIEW)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, LAZY_VIEW)).toBeVisible();
  },
};

export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password', pageTitle: 'Change Password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, LAZY_VIEW)).toBeVisible();
  },
};
