import type { Page } from '@playwright/test';
import { expect, test } from '../support/stand-ins-test';
import { REPORT_PATH } from '../support/reports';
import { signIn } from '../support/session';
import { expectRendered, signInToWorkplace } from '../support/workplace';

/**
 * 44 px touch targets on every screen a finger meets (ninth grade, finding 4: the team's own rule held only in the
 * header and the trail; topic tabs measured 32 px, Search and "Dashboard Login" 36). On the production build at a
 * 390x844 touch phone, home, a dashboard (before and after its sign-in) and the account's pages: every visible
 * button, link, input and tab is at least 44 px tall, and one without text (an icon) also 44 px wide.
 */

const PHONE = { width: 390, height: 844 };

/**
 * Links inside a sentence stay text (WCAG 2.5.8 exempts them: a target in a sentence is sized by its line). Each is
 * named here by the sentence's words around it, so a new small control cannot hide among them.
 */
const INLINE_TEXT_LINKS: Record<string, string> = {};

interface Small {
  name: string;
  width: number;
  height: number;
}

/** The visible controls of the page smaller than a fingertip, by their accessible-ish names. */
function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [role="link"]',
    );
    const found: Small[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      // Hidden, or visually hidden until focused (the skip link).
      if (box.width <= 1 || box.height <= 1 || element.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.bottom + window.scrollY <= 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const text = element.textContent?.trim() ?? '';
      const name = element.getAttribute('aria-label') || text || element.getAttribute('title') || element.tagName;
      // An input in a wrapper: the wrapper draws the box a finger meets.
      const tooShort = box.height < 43.5;
      const tooNarrow = text === '' && box.width < 43.5;
      if (tooShort || tooNarrow) {
        found.push({
          name: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return found;
  });
}

/** Each screen's small controls, kept by the screen's name: one look at the end lists them all. */
const found: Record<string, Small[]> = {};

async function expectFingerSized(page: Page, where: string) {
  found[where] = (await smallTargets(page)).filter((target) => !(target.name in INLINE_TEXT_LINKS));
}

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('every control on home, a dashboard and the account pages is 44 px', async ({ page }) => {
    test.slow();
    await signIn(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.getByRole('navigation', { name: /topics$/ }).first()).toBeVisible();
    await expectFingerSized(page, 'home');

    await page.goto(REPORT_PATH);
    await expect(page.getByRole('link', { name: 'Dashboard Login' })).toBeVisible();
    await expectFingerSized(page, 'the dashboard before its sign-in');
    await signInToWorkplace(page, 'jordan.avery@example.com');
    await expectRendered(page);
    await expectFingerSized(page, 'the dashboard');

    await page.goto('/account/view-profile');
    await expect(page.getByRole('main')).toBeVisible();
    await expectFingerSized(page, 'the profile');
    await page.goto('/account/change-password');
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectFingerSized(page, 'change password');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((where) => [where, []])));
  });
});
