import { expect, waitFor } from 'storybook/test';
import { textLeft } from './text-left';

/** The sheets' and the Definitions pane's one inset (eleventh grade, finding 6): 16 px, Mantine's `md`. */
export const ONE_INSET = 16;

/** Where an element's first glyph (an icon's drawing, a text's first letter) starts, from `edge`. */
export function insetFrom(edge: number, element: Element): number {
  const glyph = element.querySelector('svg') ?? element;
  return Math.round((glyph === element ? textLeft(element) : glyph.getBoundingClientRect().left) - edge);
}

/**
 * Each of `elements` starts on the container's one inset (16 px from its left edge, to a pixel): the title, the body's
 * text, a row's icon. The eleventh grade measured them 10 to 12 px apart.
 */
export async function expectOnOneInset(container: Element, elements: readonly Element[]) {
  const edge = container.getBoundingClientRect().left;
  for (const element of elements) {
    await expect(Math.abs(insetFrom(edge, element) - ONE_INSET)).toBeLessThanOrEqual(1);
  }
}

/**
 * A scroll area with more below fades its bottom edge (`data-more-below`, a mask), and not once scrolled to its end;
 * one that fits has no fade.
 */
export async function expectFadeWhileMoreBelow(area: HTMLElement) {
  if (area.scrollHeight - area.clientHeight > 1) {
    await waitFor(() => expect(area).toHaveAttribute('data-more-below'));
    await expect(getComputedStyle(area).maskImage).toContain('gradient');
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(area).not.toHaveAttribute('data-more-below'));
    await expect(getComputedStyle(area).maskImage).toBe('none');
    area.scrollTop = 0;
    await waitFor(() => expect(area).toHaveAttribute('data-more-below'));
  } else {
    await expect(area).not.toHaveAttribute('data-more-below');
    await expect(getComputedStyle(area).maskImage).toBe('none');
  }
}
