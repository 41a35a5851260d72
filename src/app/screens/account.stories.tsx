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

/**
 * The card's h1 names it for screen readers only, at every width: the header, the trail and the menu already show the
 * page's name (a fifth grade, N10: "Your Profile" four times on a laptop).
 */
async function expectTitleNotDrawn(heading: HTMLElement) {
  await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
}

export const YourProfile: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your Profile' }, LAZY_VIEW);
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, LAZY_VIEW)).toBeVisible();
    await expectTitleNotDrawn(heading);
  },
};

export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password', pageTitle: 'Change Password' },
  play: async ({ canvas }) => {
    await expectTitleNotDrawn(await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, LAZY_VIEW));
  },
};
