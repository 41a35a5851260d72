import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StartupSpinner } from './startup-spinner';

const meta = {
  title: 'Auth/Startup spinner',
  component: StartupSpinner,
} satisfies Meta<typeof StartupSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Full screen, product icon in a spinning ring: the same as index.html paints before JavaScript, in the
 * same colours per scheme (a dark-mode computer must never flash white).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('status', { name: 'Loading the portal' });
    await expect(screen).toBeVisible();
    const dark = document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
    await expect(getComputedStyle(screen).backgroundColor).toBe(dark ? 'rgb(33, 36, 45)' : 'rgb(248, 249, 250)');
  },
};
