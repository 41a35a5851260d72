import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickWinsPresentation } from './quick-wins-presentation';

/** The Quick Wins presentation, embedded at 85% of the viewport height, with its download link. */
const meta = {
  title: 'Metrics/QuickWinsPresentation',
  component: QuickWinsPresentation,
  parameters: { layout: 'padded', route: '/sales-2024/quick-wins' },
} satisfies Meta<typeof QuickWinsPresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickWins: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle('Quick Wins presentation');
    const viewportHeight = canvasElement.ownerDocument.defaultView!.innerHeight;
    await expect(Math.abs(frame.getBoundingClientRect().height - 0.85 * viewportHeight)).toBeLessThanOrEqual(2);
    // Under the app's base path, wherever the page is served (the static Storybook's base is `./`).
    const link = canvas.getByRole<HTMLAnchorElement>('link', { name: 'Download the presentation (PDF)' });
    await expect(link.href).toBe(new URL('/quick-wins/quick-wins-presentation.pdf', link.baseURI).href);
  },
};
