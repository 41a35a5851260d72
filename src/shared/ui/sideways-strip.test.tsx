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
