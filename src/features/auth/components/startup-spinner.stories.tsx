import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StartupSpinner } from './startup-spinner';

const meta = {
  title: 'Auth/Startup spinner',
  component: StartupSpinner,
} satisfies Meta<typeof StartupSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full screen, product icon in a spinning ring: the same as index.html paints before JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the portal' })).toBeVisible();
  },
};
