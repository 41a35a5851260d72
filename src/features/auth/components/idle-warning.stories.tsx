import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { AUTH_TEXT } from '../constants';
import { IdleWarning, type IdleWarningProps } from './idle-warning';

/** The warning with the time-out's deadline `secondsLeft` from when the story renders. */
function IdleWarningAt({ secondsLeft, ...props }: Omit<IdleWarningProps, 'signOutAt'> & { secondsLeft: number }) {
  const [signOutAt] = useState(() => Date.now() + secondsLeft * 1000);
  return <IdleWarning {...props} signOutAt={signOutAt} />;
}

const meta = {
  title: 'Auth/Idle warning',
  component: IdleWarningAt,
  // 1:42 left (the visual test's clock stands still, so the image keeps it).
  args: { opened: true, secondsLeft: 102, onStay: fn(), onSignOut: fn() },
  parameters: { route: '/home' },
} satisfies Meta<typeof IdleWarningAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the idle time-out: "Are you still there?", the live countdown to the time-out's deadline,
 * "Sign out now" (subtle) and "Stay signed in" (primary, focused).
 */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.idleWarningTitle });
    await expect(dialog).toHaveTextContent(AUTH_TEXT.idleWarningText);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Signing you out in 1:4\d$/);
    const stay = screen.getByRole('button', { name: AUTH_TEXT.staySignedIn });
    await waitFor(() => expect(stay).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** Ten seconds left: the countdown's last announced milestone. */
export const LastSeconds: Story = {
  args: { secondsLeft: 10 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.idleWarningTitle });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Signing you out in 0:(10|0\d)$/);
  },
};

/** "Sign out now": the session ends as Sign Out ends it; staying is no longer offered meanwhile. */
export const SigningOutNow: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.idleWarningTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: AUTH_TEXT.signOutNow }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: AUTH_TEXT.staySignedIn })).toBeDisabled();
  },
};
