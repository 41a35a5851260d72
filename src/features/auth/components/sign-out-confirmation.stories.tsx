import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoUser } from '@/testing/demo-users';
import { expect, fn, screen } from 'storybook/test';
import { SignOutConfirmation } from './sign-out-confirmation';

const meta = {
  title: 'Auth/Sign out confirmation',
  component: SignOutConfirmation,
  args: { opened: true, onClose: fn() },
  parameters: {
    route: '/home',
    session: {
      user: { ...demoUser, phone: null },
    },
  },
} satisfies Meta<typeof SignOutConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Are you sure?" with Sign Out and Cancel (the avatar panel opens it). */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
