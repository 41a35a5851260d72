import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AUTH_TEXT } from '../constants';
import { IdleWarning } from './idle-warning';

const meta = {
  title: 'Auth/Idle warning',
  component: IdleWarning,
  args: { opened: true, onStay: fn() },
  parameters: { route: '/home' },
} satisfies Meta<typeof IdleWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two minutes before the idle time-out: "Are you still there?", with "Stay signed in" focused. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.idleWarningTitle });
    await expect(dialog).toHaveTextContent(AUTH_TEXT.idleWarningText);
    const stay = screen.getByRole('button', { name: AUTH_TEXT.staySignedIn });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalled();
  },
};
