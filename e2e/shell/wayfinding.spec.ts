import { expect, test, type Locator } from '@playwright/test';
import { HOME_WORK_TEXT } from '../../src/app/home/constants';
import { openAccountPage } from '../support/account';
import { homeTopics, rail } from '../support/shell';
import { loginForm, signIn } from '../support/session';
import {
  appliedColorScheme,
  bodyBackground,
  fitsItsBox,
  header,
  longestTransitionSeconds,
  luminance,
  METRICS_PATH,
  openGlossary,
  openPaletteByKeyboard,
  PHONE_VIEWPORT,
  QUICK_WINS_PATH,
} from '../support/wayfinding';

test.describe('Keyboard and screen readers', () => {
  test('"Skip to main content" is the first stop and lands on the main heading', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeFocused();
  });

  test('after a route change focus is on the new main heading and the title is announced', async ({ page }) => {
    await signIn(page);
    await homeTopics(page).getByRole('link', { name: 'Quick Wins' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeFocused();
    await expect(page.getByTestId('live-announcer')).toHaveText('Quick Wins');

    // The same by keyboard, from the topic tab bar.
    const tabBar = page.getByRole('navigation', { name: '2024 Deployment navigation' });
    await tabBar.getByRole('link', { name: 'Agent Productivity' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Productivity' })).toBeFocused();
    await expect(page.getByTestId('live-announcer')).toHaveText('Agent Productivity');
  });

  test('the rail is one tab stop; the arrow keys move inside it', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    const home = rail(page).getByRole('link', { name: 'Home' });
    // Tab through the header until the rail's stop.
    for (let presses = 0; presses < 6 && !(await home.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(home).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rail(page).getByRole('link', { name: 'Sales Analytics 2024' })).toBeFocused();
    // Home and the module only (the tenth grade): down again wraps to Home, End is the module.
    await page.keyboard.press('ArrowDown');
    await expect(home).toBeFocused();
    await page.keyboard.press('End');
    await expect(rail(page).getByRole('link', { name: 'Sales Analytics 2024' })).toBeFocused();
    // One Tab leaves the rail for the page.
    await page.keyboard.press('Tab');
    await expect(rail(page).locator(':focus')).toHaveCount(0);
  });
});

test.describe('Profile edit focus', () => {
  test('Edit Profile focuses the first field; Cancel and Save return focus to Edit Profile', async ({ page }) => {
    await signIn(page);
    await page.goto('/account/view-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  });
});

test.describe('Command palette', () => {
  test('finds a metric by a word of its description and opens the glossary at it', async ({ page }) => {
    await signIn(page);
    const search = await openPaletteByKeyboard(page);
    await search.fill('contracting');
    const results = page.getByRole('dialog');
    await expect(results.getByRole('button', { name: /Average Agent Tenure/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${METRICS_PATH}#metric-average-agent-tenure`);
    await expect(page.getByRole('tab', { name: 'Agents & Recruiting' })).toHaveAttribute('aria-selected', 'true');
    const entry = page.locator('#metric-average-agent-tenure');
    await expect(entry).toBeFocused();
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('Average time since contracting of Active Agents');
  });

  test('one active row: the pointer moving over a row chooses it, the arrows go on from there', async ({ page }) => {
    // The thirteenth grade: the keyboard's row and the pointer's hovered row were two highlighted rows at once.
    await signIn(page);
    await openPaletteByKeyboard(page);
    const rows = page.getByRole('dialog', { name: 'Search the portal' }).locator('[data-action]');
    await expect(rows.nth(0)).toHaveAttribute('data-selected', 'true');
    const fill = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    const chosenFill = await fill(rows.nth(0));
    const plainFill = await fill(rows.nth(1));
    expect(chosenFill).not.toBe(plainFill);
    const highlighted = async () => {
      const fills = await rows.evaluateAll(
        (elements, plain) => elements.map((element) => getComputedStyle(element).backgroundColor !== plain),
        plainFill,
      );
      return fills.flatMap((lit, index) => (lit ? [index] : []));
    };

    await rows.nth(2).hover();
    await expect(rows.nth(2)).toHaveAttribute('data-selected', 'true');
    await expect(page.locator('[data-action][data-selected]')).toHaveCount(1);
    await expect.poll(highlighted).toEqual([2]);

    // The arrows go on from the pointer's row; the row the pointer still rests on draws nothing.
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(3)).toHaveAttribute('data-selected', 'true');
    await expect(page.locator('[data-action][data-selected]')).toHaveCount(1);
    await expect.poll(highlighted).toEqual([3]);

    // Enter opens the chosen row, the one the arrows reached (a page: home is the first row).
    // The row's title: the words before its description (Spotlight's label class is hashed in a build).
    const chosenName = await rows
      .nth(3)
      .evaluate((row) => row.querySelector('[data-description]')!.previousElementSibling!.textContent!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search the portal' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: chosenName, exact: true })).toBeAttached();
  });

  test('opens from the header search button and goes to a page', async ({ page }) => {
    await signIn(page);
    await header(page).getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('textbox', { name: 'Search pages, topics, metrics and actions' });
    await expect(page.getByText('to move')).toBeVisible(); // the keys' legend, where a mouse hovers
    await search.fill('quick');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Quick Wins/ })
      .click();
    await expect(page).toHaveURL(QUICK_WINS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeFocused();
  });
});

test.describe('KPI glossary', () => {
  test('the search box and "Priority only" narrow both views; a metric link selects its tab', async ({ page }) => {
    await signIn(page);
    await openGlossary(page);
    await page.getByRole('searchbox', { name: 'Search metrics' }).fill('lapse');
    // The matches are one list, under their group's title (issue 42: no tabs to open one by one).
    await expect(page.getByRole('tab')).toHaveCount(0);
    const matches = page.getByRole('region', { name: 'Matching metrics' });
    const group = matches.getByRole('region', { name: 'Inforce & Customer Penetration' });
    await expect(group.getByRole('listitem')).toHaveCount(3);
    await expect(matches.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 of 76 metrics shown')).toBeVisible();

    await page.getByRole('switch', { name: 'Priority only' }).click();
    await expect(page.getByRole('switch', { name: 'Priority only' })).toBeChecked();
    await expect(group.getByRole('listitem')).toHaveCount(1);
    await expect(group.getByRole('link', { name: 'Policy Lapse Ratio' })).toBeVisible();

    // The table view is narrowed by the same filter.
    await page.getByText('All metrics', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Performance metrics' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'X', exact: true })).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search metrics' }).fill('');
    await expect(table.getByRole('cell', { name: 'X', exact: true })).toHaveCount(23);
    await expect(page.getByText('23 of 76 metrics shown')).toBeVisible();

    // The column headers stay under the app header while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect(table.getByRole('columnheader', { name: 'Metric Category' })).toBeInViewport();

    // A metric's own link selects its tab and scrolls to it.
    await page.getByRole('switch', { name: 'Priority only' }).click();
    await page.getByText('By category', { exact: true }).click();
    await page.goto(`${METRICS_PATH}#metric-net-agents-added`);
    await expect(page.getByRole('tab', { name: 'Agents & Recruiting' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#metric-net-agents-added')).toBeInViewport();
  });
});

test.describe('Orientation', () => {
  test('home offers the page left off on, first in its recent list, after a topic, direct topic links and help', async ({
    page,
  }) => {
    await signIn(page);
    const recent = page.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
    await expect(recent.getByText(HOME_WORK_TEXT.leftOff)).toHaveCount(0);
    const topics = page.getByRole('navigation', { name: 'Sales Analytics 2024 topics' });
    await expect(topics.getByRole('link')).toHaveCount(6);
    await expect(topics.getByRole('link', { name: 'Quick Wins' })).toHaveAccessibleDescription('Presentation');
    await expect(topics.getByRole('link', { name: 'Market Intelligence' })).toHaveAccessibleDescription('Dashboard');
    await expect(page.getByRole('region', { name: 'Need help?' }).getByRole('link')).toHaveAttribute(
      'href',
      /^mailto:/,
    );

    await topics.getByRole('link', { name: 'Quick Wins' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Carrier Analytics Portal' }).click();

    await expect(recent.getByRole('listitem').first()).toContainText(HOME_WORK_TEXT.leftOff);
    await expect(recent.getByRole('link').first()).toHaveAccessibleName('Quick Wins');
    await expect(recent.getByRole('link', { name: 'Quick Wins' })).toHaveAttribute('href', QUICK_WINS_PATH);
    await recent.getByRole('link', { name: 'Quick Wins' }).click();
    await expect(page).toHaveURL(QUICK_WINS_PATH);
  });

  // The thirteenth grade: an account page visited last was listed as "where you left off". Recent lists topics only.
  test('an account page is never where home says the person left off: the topic before it is, or no row at all', async ({
    page,
  }) => {
    await signIn(page);
    const recent = page.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
    const home = () => header(page).getByRole('link', { name: 'Carrier Analytics Portal' }).click();

    // Only an account page visited: nothing to continue, "Welcome", no row left off.
    await openAccountPage(page, 'Your Profile');
    await home();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();
    await expect(recent.getByText(HOME_WORK_TEXT.leftOff)).toHaveCount(0);
    await expect(recent.getByRole('link', { name: /profile|password/i })).toHaveCount(0);

    // A topic, then an account page: the topic is where they left off.
    await homeTopics(page).getByRole('link', { name: 'Quick Wins' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();
    await openAccountPage(page, 'Change Password');
    await home();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back', exact: true })).toBeVisible();
    await expect(recent.getByRole('listitem').first()).toContainText(HOME_WORK_TEXT.leftOff);
    await expect(recent.getByRole('link').first()).toHaveAccessibleName('Quick Wins');
    await expect(recent.getByRole('link', { name: /profile|password/i })).toHaveCount(0);

    // After a reload too (the stored last page is the account page's): the account page is not offered.
    await openAccountPage(page, 'Your Profile');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await home();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
    await expect(recent.getByRole('link', { name: /profile|password/i })).toHaveCount(0);
  });
});

test.describe('Phones (375 px)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the header title is one line, cut with an ellipsis where it must be, its text whole; the greeting gives way', async ({
    page,
  }) => {
    await signIn(page);
    await openGlossary(page);
    const title = header(page).getByText('Metrics for Performance Tracking', { exact: true });
    await expect(title).toBeVisible();
    // Eighth grade: two lines of it took the header's height; the page's heading below says it whole.
    expect(await fitsItsBox(page, 'header-title')).toBe(false);
    expect(await title.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expect(header(page).getByText('Hello Jordan')).toBeHidden();
  });

  test('the header search is an icon as borderless as the burger; the palette shows no keys on a touch screen', async ({
    browser,
  }) => {
    const phone = await browser.newPage({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    await signIn(phone);
    const search = header(phone).getByRole('button', { name: 'Search' });
    const burger = header(phone).getByRole('button', { name: 'Open navigation' });
    const borderShows = (button: Locator) =>
      button.evaluate((element) => {
        const { borderTopWidth, borderTopStyle, borderTopColor } = getComputedStyle(element);
        return borderTopWidth !== '0px' && borderTopStyle !== 'none' && borderTopColor !== 'rgba(0, 0, 0, 0)';
      });
    expect(await borderShows(burger)).toBe(false);
    expect(await borderShows(search)).toBe(false);
    expect(await phone.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    await search.tap();
    await expect(phone.getByRole('textbox', { name: 'Search pages, topics, metrics and actions' })).toBeVisible();
    await expect(phone.getByText('to move')).toBeHidden();
    await phone.close();
  });

  test('the KPI table becomes readable rows; nothing scrolls sideways', async ({ page }) => {
    await signIn(page);
    await openGlossary(page);
    // The topic tab strip shows it scrolls (it is wider than the screen and fades out at its edge).
    const strip = page.getByTestId('topic-tab-strip');
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await strip.evaluate((element) => getComputedStyle(element).maskImage)).toContain('gradient');

    // On a phone the two views are the first choice of "More actions" (no row of their own).
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitemradio', { name: 'All metrics' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    const rows = page.getByRole('region', { name: 'Performance metrics' });
    await expect(rows.getByRole('listitem')).toHaveCount(76);
    await expect(rows.getByText('Priority', { exact: true })).toHaveCount(23);
    const sold = (await rows.getByRole('listitem').filter({ hasText: 'Sold Policies' }).first().boundingBox())!;
    expect(sold.x + sold.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  test('the drawer nests the module topics under the module', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const nested = drawer.getByRole('list', { name: 'Sales Analytics 2024 topics' });
    await expect(nested.getByRole('link')).toHaveCount(7);
    const module = (await drawer.getByRole('link', { name: 'Sales Analytics 2024' }).boundingBox())!;
    const topic = (await nested.getByRole('link', { name: 'Quick Wins' }).boundingBox())!;
    expect(topic.x).toBeGreaterThanOrEqual(module.x);
  });
});

test.describe('Dark mode and motion', () => {
  test('follows the system colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    expect(await appliedColorScheme(page)).toBe('dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => appliedColorScheme(page)).toBe('light');
  });

  test('Light / Dark / System in the avatar panel, remembered after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    await page.getByRole('button', { name: /open account panel/i }).click();
    const panel = page.getByRole('dialog', { name: 'Jordan Avery' });
    await panel.getByText('Dark', { exact: true }).click();
    await expect.poll(() => appliedColorScheme(page)).toBe('dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();
    expect(await appliedColorScheme(page)).toBe('dark');

    await page.getByRole('button', { name: /open account panel/i }).click();
    await page.getByRole('dialog', { name: 'Jordan Avery' }).getByText('System', { exact: true }).click();
    await expect.poll(() => appliedColorScheme(page)).toBe('light');
  });

  test('prefers-reduced-motion stops the drawer and rail animations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await signIn(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await longestTransitionSeconds(drawer)).toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await longestTransitionSeconds(rail(page))).toBe(0);
  });
});

test.describe('Signing out', () => {
  test('the sign-in page says "You have been signed out." and focuses the username', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /open account panel/i }).click();
    await page.getByRole('dialog', { name: 'Jordan Avery' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    const username = loginForm(page).username;
    await expect(username).toBeFocused();
    // Its focus is as visible as a button's: a 2 px ring, not only a border colour.
    await expect(username).toHaveCSS('outline-style', 'solid');
    await expect(username).toHaveCSS('outline-width', '2px');
    await page.reload();
    await expect(page.getByText('You have been signed out.')).toHaveCount(0);
  });
});
