import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { confirmAction, DISMISS_CONFIRMATION, LiveAnnouncer } from './live-announcer';

/**
 * A confirmation of something the person did (saved, copied, applied): seen at the bottom centre
 * for 5 s, and heard through the live region.
 */
const meta = {
  title: 'Shared/Confirmation',
  component: LiveAnnouncer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async () => {
    confirmAction('Link to "September peak" copied');
    const shown = await screen.findByTestId('confirmation');
    await expect(shown).toHaveTextContent('Link to "September peak" copied');
    await expect(screen.getByTestId('live-announcer')).toHaveTextContent('Link to "September peak" copied');
  },
};

/** Dismissed by hand before its 5 s are up. */
export const Dismissed: Story = {
  play: async () => {
    confirmAction('View "September peak" saved');
    await userEvent.click(await screen.findByRole('button', { name: DISMISS_CONFIRMATION }));
    await waitFor(() => expect(screen.queryByTestId('confirmation')).toBeNull());
  },
};
