import { expect, test } from '../support/contract-proxy';
import { loginForm } from '../support/session';

/**
 * The sign-in card beside the brand panel (tenth grade, finding 11: at y=100 it left 260 px empty below): centred
 * in the window at rest, light and dark, at 1280x720 and 1440x900; an error under the fields grows it downwards, its
 * top unmoved (design review p1: centred by flex, it jumped up).
 */
test('on a laptop the sign-in card is centred at rest and an error grows it downwards', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const)
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 1440, height: 900 },
    ]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await page.goto('/login');
      const form = loginForm(page);
      await expect(form.submit).toBeVisible();
      const card = page.getByRole('main').locator('.mantine-Paper-root').first();
      const rest = (await card.boundingBox())!;
      const [above, below] = [rest.y, viewport.height - rest.y - rest.height];
      expect(
        Math.abs(above - below),
        `${scheme} ${viewport.width}: ${above} above, ${below} below`,
      ).toBeLessThanOrEqual(16);
      // An empty submit: the fields' errors appear; the card's top stays where it was.
      await form.submit.click();
      await expect(page.getByText('Username is required')).toBeVisible();
      const withError = (await card.boundingBox())!;
      expect(Math.abs(withError.y - rest.y)).toBeLessThanOrEqual(1);
      expect(withError.height).toBeGreaterThan(rest.height);
    }
});
