import type { Locator } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { signIn } from '../support/session';

/**
 * Hover only where there is hover (the eighth grade): on a touch phone a tap leaves `:hover` on what it tapped, and
 * home's topic link stayed tinted in the links' colour. The portal's `:hover` rules are inside `@media (hover: hover)`
 * (src/app/styles/hover-media.test.ts checks each); this checks the look a finger leaves, on the production build.
 */

const PHONE = { width: 390, height: 844 };

/** What a hover would change on a topic link: its fill and its text colour. */
const look = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fill: style.backgroundColor, ink: style.color };
  });

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a tapped topic link on home does not stay tinted', async ({ page }) => {
    await signIn(page);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const topics = page.getByRole('navigation', { name: /topics$/ }).first();
    const link = topics.getByRole('link').first();
    await expect(link).toBeVisible();
    const resting = await look(link);
    // The tap stays on home (its navigation held back), so the link it leaves :hover on is still there to be seen.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await link.tap();
    await expect(page).toHaveURL(/\/home$/);
    expect(await link.evaluate((element) => element.matches(':hover'))).toBe(true);
    expect(await look(link)).toEqual(resting);
  });
});
