import { expect } from 'storybook/test';
import { cssColor } from './css-color';

/** The colour painted behind an element: its own background or its nearest painted ancestor's (the page's at the end). */
function paintedBehind(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
  }
  return getComputedStyle(document.documentElement).backgroundColor;
}

/**
 * What is behind the element is the shell's background (`--mantine-color-body`, the page's colour; dark's cards are a
 * step lighter), the app's background in either scheme (design review, later grades: the 404 and the page error).
 */
export async function expectOnTheShellSurface(element: Element) {
  await expect(paintedBehind(element)).toBe(cssColor('var(--mantine-color-body)'));
}

/**
 * The element is painted on the surface popovers and menus have: the page's background in light, the raised
 * surface in dark (design review p2: dark menus on the raised surface).
 */
export async function expectOnThePopoverSurface(element: Element) {
  const dark = document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
  await expect(getComputedStyle(element).backgroundColor).toBe(
    cssColor(dark ? 'var(--portal-surface-raised)' : 'var(--mantine-color-body)'),
  );
}
