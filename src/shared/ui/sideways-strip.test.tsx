import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidewaysStrip, sidewaysStripListClass } from './sideways-strip';

const ARROWS = { before: 'Scroll left', after: 'Scroll right' };

function Strip() {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <SidewaysStrip listRef={listRef} currentSelector='[aria-current="page"]' arrowNames={ARROWS}>
      <ul ref={listRef} className={sidewaysStripListClass}>
        <li aria-current="page">First</li>
        <li>Second</li>
      </ul>
    </SidewaysStrip>
  );
}

/** jsdom lays nothing out: a row three times wider than its strip, at its start. */
function layOutWiderRow() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  return scrollBy;
}

const { matchMedia } = window;

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList;
}

describe('SidewaysStrip arrows', () => {
  let scrollBy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollBy = layOutWiderRow();
  });
  // The unit project shares one jsdom between files: nothing of this layout or preference stays behind.
  afterEach(() => {
    vi.restoreAllMocks();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    window.matchMedia = matchMedia;
  });

  it('glide the row by most of its width', () => {
    prefersReducedMotion(false);
    render(<Strip />);
    act(() => fireEvent.click(screen.getByRole('button', { name: ARROWS.after })));
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
  });

  it('jump instead for a person who asked for less motion', () => {
    prefersReducedMotion(true);
    render(<Strip />);
    act(() => fireEvent.click(screen.getByRole('button', { name: ARROWS.after })));
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'auto' });
  });
});

/** Two items, the current one's key given: the second lies past the strip's right edge. */
function StripWithCurrent({ current }: { current: 'first' | 'second' }) {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <SidewaysStrip listRef={listRef} currentSelector='[aria-current="page"]' current={current} arrowNames={ARROWS}>
      <ul ref={listRef} className={sidewaysStripListClass}>
        <li aria-current={current === 'first' ? 'page' : undefined}>First</li>
        <li aria-current={current === 'second' ? 'page' : undefined}>Second</li>
      </ul>
    </SidewaysStrip>
  );
}

describe('SidewaysStrip current item', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    layOutWiderRow();
    prefersReducedMotion(false);
    scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    // The strip 300 px wide at 0; "First" at 0–100, "Second" at 400–500, out of view.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const left = this.textContent === 'Second' ? 400 : 0;
      const width = this.tagName === 'UL' ? 300 : 100;
      return { left, right: left + width, width, top: 0, bottom: 28, height: 28, x: left, y: 0 } as DOMRect;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    window.matchMedia = matchMedia;
  });

  // Sixth grade: a page chosen elsewhere (Back, Forward, the report) left the active pill cut on a phone.
  it('glides the new current item wholly into view when it changes', () => {
    const { rerender } = render(<StripWithCurrent current="first" />);
    scrollTo.mockClear();
    rerender(<StripWithCurrent current="first" />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<StripWithCurrent current="second" />);
    // Centred: its start (400) less half the room the strip has beside it ((300 - 100) / 2).
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
  });
});
