import { expect, type Locator, type Page } from '@playwright/test';
import { header } from './account';

export const METRICS_PATH = '/sales-2024/metrics-for-performance-tracking';
export const QUICK_WINS_PATH = '/sales-2024/quick-wins';

/** A phone's viewport (iPhone SE and most small Android phones). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };

export { header };

/** The colour scheme Mantine applies to the page: "light" or "dark". */
export async function appliedColorScheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-mantine-color-scheme');
}

/** The page background, as the browser paints it (rgb(...)). */
export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The relative luminance of an `rgb(r, g, b)` colour: near 0 is dark, near 1 light. */
export function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** Opens the command palette with the keyboard shortcut and returns its search box. */
export async function openPaletteByKeyboard(page: Page) {
  // The shortcut belongs to the shell: wait until it shows (the sign-in page may still be leaving).
  await expect(header(page).getByRole('button', { name: 'Search' })).toBeVisible();
  // Lower-case k: "Control+K" would be Ctrl+Shift+K.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search pages, topics, metrics and actions' });
  await expect(search).toBeFocused();
  return search;
}

/** Opens the metrics topic and waits for its first tab. */
export async function openGlossary(page: Page) {
  await page.goto(METRICS_PATH);
  await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toBeVisible();
}

/** Whether an element's content fits its box (nothing cut off or scrolled out of view). */
export async function fitsItsBox(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
}

/** The longest CSS transition (seconds) on an element and everything inside it. */
export function longestTransitionSeconds(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0));
    const nodes = [element, ...element.querySelectorAll('*')];
    return Math.max(...nodes.map((node) => seconds(getComputedStyle(node).transitionDuration)));
  });
}
