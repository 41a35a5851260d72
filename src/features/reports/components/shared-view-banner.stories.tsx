import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SAVED_VIEWS_TEXT } from '../constants';
import { SharedViewBanner } from './shared-view-banner';

/** Above a report opened by a shared link: whose view, when saved, that it applies filters, the way back. */
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
        savedAt: '2026-11-02T09:14:05.000Z',
      },
    },
    onBack: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof SharedViewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Shared view: West region, Q3')).toBeVisible();
    await expect(canvas.getByText(/^Shared by Jordan Avery \(javery\), saved .+2026/)).toBeVisible();
    await expect(canvas.getByText(SAVED_VIEWS_TEXT.sharedAppliesFilters)).toBeVisible();
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
