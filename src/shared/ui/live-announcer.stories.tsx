import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CONFIRMATION_SHOWN_MS,
  confirmAction,
  DISMISS_CONFIRMATION,
  LiveAnnouncer,
  reportFailure,
} from './live-announcer';

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
    // Its code loads with the first confirmation: on a busy machine that takes longer than findBy's 1 s.
    const shown = await screen.findByTestId('confirmation', {}, { timeout: 4_000 });
    await expect(shown).toHaveTextContent('Link to "September peak" copied');
    await expect(screen.getByTestId('live-announcer')).toHaveTextContent('Link to "September peak" copied');
    // One line (the fifteenth grade: a 72 px box with an empty band under its text): 48 px, the text and the close
    // button on one centre line.
    const box = shown.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(50);
    const text = within(shown).getByText('Link to "September peak" copied').getBoundingClientRect();
    const close = screen.getByRole('button', { name: DISMISS_CONFIRMATION }).getBoundingClientRect();
    await expect(Math.abs(text.top + text.height / 2 - (close.top + close.height / 2))).toBeLessThanOrEqual(2);
  },
};

/** Dismissed by hand before its 5 s are up. */
export const Dismissed: Story = {
  play: async () => {
    confirmAction('View "September peak" saved');
    await userEvent.click(await screen.findByRole('button', { name: DISMISS_CONFIRMATION }, { timeout: 4_000 }));
    await waitFor(() => expect(screen.queryByTestId('confirmation')).toBeNull());
  },
};

/**
 * Something the person did that did not happen (a view the server refused): the same toast in the error's colour,
 * with its icon, kept until dismissed or replaced, since a failure that went by itself could be missed.
 */
export const Failure: Story = {
  play: async () => {
    const text = 'View "September peak" was not saved. Try again from the view menu.';
    reportFailure(text);
    const shown = await screen.findByTestId('confirmation', {}, { timeout: 4_000 });
    await expect(shown).toHaveTextContent(text);
    await expect(shown).toHaveAttribute('data-kind', 'error');
    await expect(screen.getByTestId('live-announcer')).toHaveTextContent(text);
    // Still there after a confirmation's time (a story's clock is real: waited once, not polled).
    await new Promise((resolve) => setTimeout(resolve, CONFIRMATION_SHOWN_MS + 300));
    await expect(screen.getByTestId('confirmation')).toHaveTextContent(text);
  },
};
