import { expect } from 'storybook/test';
import { FONT_WEIGHT } from '@/app/theme';
import { TYPE_ROLES } from '@/app/design/foundations';

/** The type scale's page heading role (Foundations, `TYPE_ROLES`), which every visible page heading is drawn at. */
const PAGE_HEADING = TYPE_ROLES.find(({ role }) => role.startsWith('Page heading'))!;

/**
 * A page's visible h1 has the one page heading size and weight (design review, later grades: one page heading size):
 * the same computed font size and weight on home, an account page and the 404.
 */
export async function expectPageHeadingLook(heading: HTMLElement) {
  const style = getComputedStyle(heading);
  const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
  await expect(heading.tagName).toBe('H1');
  await expect(parseFloat(style.fontSize)).toBe(parseFloat(PAGE_HEADING.size) * rootSize);
  await expect(Number(style.fontWeight)).toBe(FONT_WEIGHT[PAGE_HEADING.weight]);
}

/**
 * A page the header names (a module's, a deployment's, a topic's) has its h1 for screen readers only, clipped to a pixel
 * (one page header, the seventeenth grade).
 */
export async function expectHeadingForScreenReadersOnly(heading: HTMLElement) {
  await expect(heading.tagName).toBe('H1');
  const box = heading.getBoundingClientRect();
  await expect(Math.min(box.width, box.height)).toBeLessThanOrEqual(1);
}
