import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { resetMockDb, writeMockDb } from '../db';
import { MockToolsPanel } from './mock-tools-panel';

/** The Mock tools panel of dev and demo builds, over a mock db with one recovery e-mail. */
const meta = {
  title: 'Mocks/MockToolsPanel',
  component: MockToolsPanel,
  args: { onReset: fn(), refreshIntervalMs: 500 },
  loaders: [
    async () => {
      await resetMockDb();
      await writeMockDb((db) => {
        db.inbox.push({
          id: 'story-mail',
          to: 'jordan.avery@example.com',
          subject: 'Your password reset code',
          body: 'Hello Jordan,\n\nYour verification code is 482913. It expires in 10 minutes.',
          code: '482913',
          sentAt: '2024-06-03T09:00:00.000Z',
        });
      });
    },
  ],
} satisfies Meta<typeof MockToolsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mock tools' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpened: true },
  play: async () => {
    // The drawer renders in a portal, outside the story's canvas element.
    const drawer = await screen.findByRole('dialog', { name: 'Mock tools' });
    const inbox = within(drawer).getByRole('region', { name: 'Mock inbox' });
    await expect(await within(inbox).findByText('482913')).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: /Report lookup/ })).toHaveValue('none');
  },
};
