import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isPhone } from '@/testing/phone-width-story';
import { QUICK_WINS_SLIDES, QUICK_WINS_TEXT } from './constants';
import { QuickWinsPresentation } from './quick-wins-presentation';

/** The Quick Wins presentation, embedded at 85% of the viewport height, with its download link; a poster where the browser draws no PDF. */
const meta = {
  title: 'Metrics/QuickWinsPresentation',
  component: QuickWinsPresentation,
  parameters: { layout: 'padded', route: '/sales-2024/quick-wins' },
} satisfies Meta<typeof QuickWinsPresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a browser with a PDF viewer (the story's headless browser has none: it draws the frame empty). */
export const QuickWins: Story = {
  args: { inline: true },
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle('Quick Wins presentation');
    const viewportHeight = canvasElement.ownerDocument.defaultView!.innerHeight;
    await expect(Math.abs(frame.getBoundingClientRect().height - 0.85 * viewportHeight)).toBeLessThanOrEqual(2);
    // Under the app's base path, wherever the page is served (the static Storybook's base is `./`).
    const link = canvas.getByRole<HTMLAnchorElement>('link', { name: 'Download the presentation (PDF)' });
    await expect(link.href).toBe(new URL('/quick-wins/quick-wins-presentation.pdf', link.baseURI).href);
  },
};

/**
 * Where the browser shows no PDF inside the page (many phones): a poster that opens or downloads it,
 * with the slides it holds beside its actions (below them on a phone).
 */
export const Poster: Story = {
  args: { inline: false },
  play: async ({ canvas }) => {
    const poster = await canvas.findByRole('region', { name: QUICK_WINS_TEXT.posterTitle });
    await expect(poster).toHaveTextContent(QUICK_WINS_TEXT.posterDetails);
    await expect(canvas.queryByTitle(QUICK_WINS_TEXT.frameTitle)).toBeNull();
    const open = canvas.getByRole<HTMLAnchorElement>('link', { name: QUICK_WINS_TEXT.open });
    const download = canvas.getByRole<HTMLAnchorElement>('link', { name: QUICK_WINS_TEXT.posterDownload });
    await expect(open.href).toBe(download.href);
    const slides = canvas.getByRole('list', { name: QUICK_WINS_TEXT.contents });
    await expect(
      within(slides)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...QUICK_WINS_SLIDES]);
    // From Mantine's `sm` (48em) the slides stand beside the actions, and both buttons share one row there
    // (they wrapped once: design review); on a phone the slides come after the buttons.
    const besideActions = slides.getBoundingClientRect().top < open.getBoundingClientRect().top;
    const wide = !isPhone();
    await expect(besideActions).toBe(wide);
    if (wide) await expect(download.getBoundingClientRect().top).toBe(open.getBoundingClientRect().top);
  },
};

/**
 * A phone's width, its browser able to show a PDF: the card all the same (an eighth grade: the frame squeezed the
 * slides to 340 px), with the slide count and size, "Open PDF" the primary action and the download beside it.
 */
export const OnAPhone: Story = {
  tags: ['phone', '!test'],
  args: { inline: true },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: QUICK_WINS_TEXT.posterTitle });
    await expect(canvas.queryByTitle(QUICK_WINS_TEXT.frameTitle)).toBeNull();
    await expect(card).toHaveTextContent(QUICK_WINS_TEXT.posterDetails);
    await expect(card).toHaveTextContent(QUICK_WINS_TEXT.posterSummaryOnPhone);
    const open = canvas.getByRole('link', { name: QUICK_WINS_TEXT.open });
    await expect(open).toHaveAttribute('data-variant', 'filled');
    await expect(open).toHaveAttribute('target', '_blank');
    // Both actions on one row, inside the phone's width.
    const download = canvas.getByRole('link', { name: QUICK_WINS_TEXT.posterDownload });
    await expect(download.getBoundingClientRect().top).toBe(open.getBoundingClientRect().top);
    await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};
