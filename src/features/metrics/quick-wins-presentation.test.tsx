import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { atPhoneWidth } from '@/testing/phone-width';
import { PDF_FRAME_SHOW_ANYWAY_MS, QUICK_WINS_ALL_SLIDES, QUICK_WINS_TEXT } from './constants';
import { QuickWinsPresentation } from './quick-wins-presentation';

describe('QuickWinsPresentation', () => {
  it('embeds the presentation at 85% of the viewport height', async () => {
    renderWithProviders(<QuickWinsPresentation inline />);
    const frame = await screen.findByTitle('Quick Wins presentation');
    expect(frame.tagName).toBe('IFRAME');
    // The slides alone, as wide as the frame: the viewer's own toolbar and thumbnails are in "Open PDF".
    expect(frame).toHaveAttribute('src', '/quick-wins/quick-wins-presentation.pdf#toolbar=0&navpanes=0&view=FitH');
    expect(frame.style.height).toBe('85vh');
    expect(frame.style.width).toBe('100%');
  });

  it("keeps the frame unseen over the card's surface and a slide's placeholder until it has loaded", async () => {
    renderWithProviders(<QuickWinsPresentation inline />);
    const frame = await screen.findByTitle('Quick Wins presentation');
    const stage = frame.closest<HTMLElement>('[data-pdf-frame]')!;
    // The twelfth grade: Chromium's viewer was a near-black block until the first slide was drawn.
    expect(stage).toHaveAttribute('data-pdf-frame', 'loading');
    expect(stage).toHaveAttribute('aria-busy', 'true');
    expect(stage.querySelector('[data-pdf-placeholder]')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.load(frame);
    expect(stage).toHaveAttribute('data-pdf-frame', 'loaded');
    expect(stage).toHaveAttribute('aria-busy', 'false');
    expect(stage.querySelector('[data-pdf-placeholder]')).toBeNull();
  });

  it('shows the frame all the same when no load event comes within the time-out', async () => {
    // The page's own time too, for the providers' rendering; the time-out's is the test's to move.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<QuickWinsPresentation inline />);
      const frame = await screen.findByTitle('Quick Wins presentation');
      const stage = frame.closest<HTMLElement>('[data-pdf-frame]')!;
      expect(stage).toHaveAttribute('data-pdf-frame', 'loading');
      act(() => vi.advanceTimersByTime(PDF_FRAME_SHOW_ANYWAY_MS));
      expect(stage).toHaveAttribute('data-pdf-frame', 'timed-out');
      expect(stage.querySelector('[data-pdf-placeholder]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a laptop heads the frame with the phone card's header: title, slide count and size, Open PDF and Download PDF", async () => {
    renderWithProviders(<QuickWinsPresentation inline />);
    const frame = await screen.findByTitle('Quick Wins presentation');
    // The tenth grade: the frame stood alone under two loose links; the header and the frame are one card.
    const card = frame.closest<HTMLElement>('[data-with-border]')!;
    expect(card).toHaveAttribute('data-with-border');
    expect(within(card).getByRole('heading', { level: 2, name: 'Quick Wins presentation' })).toBeInTheDocument();
    expect(card).toHaveTextContent('8 slides · PDF, 24 KB');
    const open = within(card).getByRole('link', { name: 'Open PDF' });
    expect(open).toHaveAttribute('href', '/quick-wins/quick-wins-presentation.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    const download = within(card).getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', '/quick-wins/quick-wins-presentation.pdf');
    expect(download).toHaveAttribute('download', 'quick-wins-presentation.pdf');
    // The header above the frame, and no region: the page's presentation is the frame (the poster is the region).
    expect(open.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quick Wins presentation' })).toBeNull();
  });

  it('on a laptop lists the slides in the card, each showing its slide in the frame, the one chosen marked current', async () => {
    renderWithProviders(<QuickWinsPresentation inline />);
    const frame = await screen.findByTitle('Quick Wins presentation');
    const card = frame.closest<HTMLElement>('[data-with-border]')!;
    // The sixteenth grade: the phone's poster had the slides, the laptop no list and no way to go to a slide.
    const slides = within(card).getByRole('list', { name: 'In this presentation' });
    const buttons = within(slides).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(Array(8).fill('button'));
    buttons.forEach((button, index) => {
      expect(button).toHaveAccessibleName(QUICK_WINS_TEXT.slide(index + 1, QUICK_WINS_ALL_SLIDES[index]!));
      expect(button).toHaveAttribute('aria-controls', frame.id);
      expect(within(button).getByRole('img')).toHaveAttribute('src', `/quick-wins/slide-${index + 1}.svg`);
      // Nothing chosen yet: the frame opens at the cover, and the reader may scroll it anywhere.
      expect(button).not.toHaveAttribute('aria-current');
    });
    // No link: the slide opens here, not in a new tab.
    expect(within(slides).queryAllByRole('link')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Quick-win levers (0-6 months)' }));
    // A new frame, opened at page 3 with the same view.
    const atThree = screen.getByTitle('Quick Wins presentation');
    expect(atThree).not.toBe(frame);
    expect(atThree).toHaveAttribute(
      'src',
      '/quick-wins/quick-wins-presentation.pdf#page=3&toolbar=0&navpanes=0&view=FitH',
    );
    expect(atThree.style.height).toBe('85vh');
    expect(buttons[2]).toHaveAttribute('aria-current', 'true');
    expect(buttons.filter((button) => button.hasAttribute('aria-current'))).toEqual([buttons[2]]);

    // The same slide again opens it anew (the reader may have scrolled away); another moves the mark.
    fireEvent.click(buttons[2]!);
    expect(screen.getByTitle('Quick Wins presentation')).not.toBe(atThree);
    fireEvent.click(buttons[7]!);
    expect(screen.getByTitle('Quick Wins presentation')).toHaveAttribute(
      'src',
      '/quick-wins/quick-wins-presentation.pdf#page=8&toolbar=0&navpanes=0&view=FitH',
    );
    expect(buttons.filter((button) => button.hasAttribute('aria-current'))).toEqual([buttons[7]]);
  });

  it('on a phone shows no frame, even where the browser has a PDF viewer, but a card that opens or downloads it', async () => {
    atPhoneWidth();
    renderWithProviders(<QuickWinsPresentation inline />);
    const card = await screen.findByRole('region', { name: 'Quick Wins presentation' });
    expect(screen.queryByTitle('Quick Wins presentation')).toBeNull();
    expect(card).toHaveTextContent('8 slides · PDF, 24 KB');
    expect(card).toHaveTextContent(QUICK_WINS_TEXT.posterSummaryOnPhone);
    // "Open PDF", the primary action, in the browser's own viewer in a new tab; the download beside it.
    const open = screen.getByRole('link', { name: 'Open PDF' });
    expect(open).toHaveAttribute('href', '/quick-wins/quick-wins-presentation.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('data-variant', 'filled');
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', '/quick-wins/quick-wins-presentation.pdf');
    expect(download).toHaveAttribute('download', 'quick-wins-presentation.pdf');
  });

  it('on a phone shows the slides as images, each a link opening the PDF at its page in a new tab', async () => {
    atPhoneWidth();
    renderWithProviders(<QuickWinsPresentation inline />);
    const slides = await screen.findByRole('list', { name: 'In this presentation' });
    const images = within(slides).getAllByRole('img');
    expect(images).toHaveLength(8);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      QUICK_WINS_ALL_SLIDES.map((title, index) => `Slide ${index + 1}: ${title}`),
    );
    expect(images[0]).toHaveAccessibleName('Slide 1: Quick Wins');
    expect(images[4]).toHaveAccessibleName('Slide 5: Market classification');
    images.forEach((image, index) => {
      expect(image).toHaveAttribute('src', `/quick-wins/slide-${index + 1}.svg`);
      // Lazy, and sized before it loads so the card does not jump.
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '960');
      expect(image).toHaveAttribute('height', '540');
      const link = screen.getByRole('link', { name: `Slide ${index + 1}: ${QUICK_WINS_ALL_SLIDES[index]}` });
      expect(link).toContainElement(image);
      expect(link).toHaveAttribute('href', `/quick-wins/quick-wins-presentation.pdf#page=${index + 1}`);
      expect(link).toHaveAttribute('target', '_blank');
    });
    // Each thumbnail's number and title to the eye, under it.
    expect(images[2]!.closest('a')).toHaveTextContent('3Quick-win levers (0-6 months)');
    // Its "(0-6 months)" on one line: at 160 px it broke at the hyphen.
    expect(within(images[2]!.closest('a')!).getByText('(0-6 months)')).toHaveClass(/keepTogether/);
    // "Open PDF" stays the one primary action.
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('data-variant') === 'filled')).toHaveLength(
      1,
    );
  });
});
