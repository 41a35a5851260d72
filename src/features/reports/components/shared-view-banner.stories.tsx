import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SAVED_VIEWS_TEXT } from '../constants';
import { SharedViewBanner } from './shared-view-banner';

/**
 * One line on the report's top edge for a report opened by a shared link: the view's name, an info
 * icon (who shared it, when, that it applies their filters), "Save to my views" and the way back.
 */
const meta = {
  title: 'Reports/SharedViewBanner',
  component: SharedViewBanner,
  args: {
    outcome: {
      kind: 'applied',
      text: SAVED_VIEWS_TEXT.sharedApplied('West region, Q3', 'Jordan Avery'),
      view: {
        name: 'West region, Q3',
        sharedBy: 'Jordan Avery',
        sharedByUsername: 'javery',
        state: 'shared-state',
        pageName: null,
        savedAt: '2026-11-02T09:14:05.000Z',
      },
    },
    onBack: fn(),
    onDismiss: fn(),
    onSaveToMyViews: fn(),
  },
} satisfies Meta<typeof SharedViewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Viewing West region, Q3');
    // The full name, not the username, and when: in the info icon's tooltip (and read with the line).
    await expect(banner).toHaveTextContent(/Shared by Jordan Avery, saved .+2026/);
    await expect(banner).not.toHaveTextContent('javery');
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.saveToMyViews }));
    await expect(args.onSaveToMyViews).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: "Back to the report's own view" }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { outcome: { kind: 'failed', text: SAVED_VIEWS_TEXT.sharedMissing } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAVED_VIEWS_TEXT.sharedMissing);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/**
 * The way back has the keyboard's focus: its ring is drawn whole, inside the banner's box (M3 of the
 * design review: it was cut on the left and bottom by the alert's body).
 */
export const BackFocused: Story = {
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: "Back to the report's own view" });
    back.focus();
    await expect(back).toHaveFocus();
    const ring = back.getBoundingClientRect();
    const box = canvas.getByRole('alert').getBoundingClientRect();
    // The ring (2 px outline, 2 px off the button) lies within the banner.
    await expect(ring.bottom + 4).toBeLessThanOrEqual(box.bottom);
    await expect(ring.top - 4).toBeGreaterThanOrEqual(box.top);
    await expect(ring.left - 4).toBeGreaterThanOrEqual(box.left);
  },
};
