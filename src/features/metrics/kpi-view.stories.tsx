import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { KpiView, SIDE_LIST_QUERY } from './kpi-view';
import { countMetrics, filterMetricGroups } from './lib/filter-metrics';
import { performanceMetricGroups } from './performance-metrics';
import { inPhoneWidth, isPhone } from '@/testing/phone-width-story';
import { PORTAL_MARK } from '@/testing/portal-mark';
import { expectOnThePopoverSurface } from '@/testing/surface';
import { tabPlaces } from '@/testing/tab-places';
import { textLeft } from '@/testing/text-left';
import { GLOSSARY_TEXT } from './constants';

/** The KPI / metrics view of "Metrics for Performance Tracking": one story per tab and the table form. */
const meta = {
  title: 'Metrics/KpiView',
  component: KpiView,
  args: { groups: performanceMetricGroups, description: 'Recommended metrics and KPIs.' },
  parameters: { layout: 'padded', route: '/sales-2024/metrics-for-performance-tracking' },
} satisfies Meta<typeof KpiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that opens the tab of `title` and checks its entries and "Priority" badges. */
function tabStory(title: string, kpiCount: number): Story {
  return {
    name: title,
    play: async ({ canvas, canvasElement, userEvent }) => {
      const tab = await canvas.findByRole('tab', { name: title });
      await userEvent.click(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel', { name: title });
      const group = performanceMetricGroups.find((entry) => entry.title === title)!;
      await expect(panel.querySelectorAll('li')).toHaveLength(group.items.length);
      // The list under its group's heading and count (the thirteenth grade: a bare list under the tabs).
      await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      await expect(within(panel).getByTestId('glossary-group-count')).toHaveTextContent(
        GLOSSARY_TEXT.groupCount(group.items.length),
      );
      // One badge per prioritized KPI in the panel (the legend's badge is outside it).
      await expect(
        [...panel.querySelectorAll('li')].filter((item) => item.textContent?.includes('Priority')),
      ).toHaveLength(kpiCount);
      // The legend (R2.44) is the "Priority only" switch's description and tooltip.
      await expect(canvas.getByRole('switch', { name: 'Priority only' })).toHaveAccessibleDescription(
        'Priority indicates prioritized KPIs',
      );
      // Light badges, not filled green slabs (design review, later grades: the glossary).
      for (const badge of canvasElement.querySelectorAll('[data-priority-badge]'))
        await expect(badge).toHaveAttribute('data-variant', 'light');
    },
  };
}

const middle = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

/**
 * On a laptop the whole toolbar is one row: the search, the chip and the export share a middle (a seventh grade: one
 * quiet row). On a phone the search is a row of its own, the whole width (an eleventh grade: 167 px beside the switch
 * and the menu, its placeholder cut), and "Priority only" and "More actions" share the row under it, the menu subtle
 * as icon-only buttons are, with the portal's one overflow glyph (⋯), holding the views: no switch makes a row of its
 * own (an eighth grade: three tab-like rows).
 */
async function expectPriorityOnlyCentred(canvas: ReturnType<typeof within>) {
  const field = canvas.getByRole('searchbox', { name: 'Search metrics' });
  // The switch's body (its track and label), the toolbar's height: its input is drawn by the track.
  const chip = canvas.getByRole('switch', { name: 'Priority only' }).closest('.mantine-Switch-body')!;
  if (isPhone()) {
    const more = canvas.getByRole('button', { name: 'More actions' });
    await expect(more).toHaveAttribute('data-variant', 'subtle');
    await expectOneOverflowGlyph(more);
    const fieldBox = field.closest('.mantine-TextInput-root')!.getBoundingClientRect();
    await expect(Math.round(fieldBox.width)).toBe(
      Math.round(field.closest('[role="search"]')!.getBoundingClientRect().width),
    );
    await expect(Math.round(more.getBoundingClientRect().right)).toBe(Math.round(fieldBox.right));
    await expect(chip.getBoundingClientRect().top).toBeGreaterThanOrEqual(fieldBox.bottom);
    await expect(Math.abs(middle(more) - middle(chip))).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('radiogroup', { name: 'Glossary layout' })).toBeNull();
    return;
  }
  await expect(Math.abs(middle(chip) - middle(field))).toBeLessThanOrEqual(1);
  await expect(Math.abs(middle(exportButton(canvas)) - middle(field))).toBeLessThanOrEqual(1);
}

/** The portal's one overflow glyph: the horizontal ⋯ of the dashboard's More and a saved view's row (an eleventh grade). */
async function expectOneOverflowGlyph(button: HTMLElement) {
  await expect(button.querySelector('svg')).toHaveClass('tabler-icon-dots');
}

/**
 * On a laptop the views' switch ("By category / All metrics", an eighth grade: "Tab view" meant nothing) is a mode, so
 * it sits in the toolbar's row (a ninth grade: at the pills' row's end it made a third tab-like row): on the search
 * field's line, after the filters and before the export. Returns where it was, which the table does not move.
 */
async function expectViewsInTheToolbar(canvas: ReturnType<typeof within>) {
  const views = canvas.getByRole('radiogroup', { name: 'Glossary layout' });
  await expect(
    within(views)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['tabs', 'table']);
  await expect(within(views).getByText('By category')).toBeVisible();
  await expect(within(views).getByText('All metrics')).toBeVisible();
  const box = views.getBoundingClientRect();
  const field = canvas.getByRole('searchbox', { name: 'Search metrics' });
  await expect(Math.abs(middle(views) - middle(field))).toBeLessThanOrEqual(2);
  await expect(box.left).toBeGreaterThan(
    canvas.getByRole('switch', { name: 'Priority only' }).getBoundingClientRect().right,
  );
  await expect(box.right).toBeLessThan(exportButton(canvas).getBoundingClientRect().left);
  return box;
}

/**
 * On a laptop the groups are a page's sections (a ninth grade: the topic strip's underline, the groups' pills and the
 * views' switch made three tab-like rows): a vertical tab list at the left of the metrics, about 212 px wide and
 * sticky under the header, labels 14/500 in the text colour, the current one semibold in the link colour with its 2 px
 * bar.
 */
async function expectGroupsAsSideList(canvas: ReturnType<typeof within>) {
  await expect(window.matchMedia(SIDE_LIST_QUERY).matches).toBe(true);
  const list = canvas.getByRole('tablist');
  await expect(list).toHaveAttribute('aria-orientation', 'vertical');
  const box = list.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(200);
  await expect(box.width).toBeLessThanOrEqual(224);
  await expect(getComputedStyle(list).position).toBe('sticky');
  await expect(box.right).toBeLessThanOrEqual(canvas.getByRole('tabpanel').getBoundingClientRect().left);
  const tabs: HTMLElement[] = canvas.getAllByRole('tab');
  const [first, second] = tabs;
  // Labels from the list's left edge, as a table of contents (Mantine centres them).
  for (const tab of tabs)
    await expect(getComputedStyle(tab.querySelector('.mantine-Tabs-tabLabel')!).textAlign).toBe('start');
  // One under the other, not side by side.
  await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom - 1);
  const active = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')!;
  const other = tabs.find((tab) => tab !== active)!;
  for (const tab of [active, other]) await expect(getComputedStyle(tab).fontSize).toBe('14px');
  // The labels' weight; the current one semibold, as every current tab (the one active style for tabs).
  await expect(getComputedStyle(other).fontWeight).toBe('500');
  await expect(getComputedStyle(active).fontWeight).toBe('600');
  await expect(getComputedStyle(other).color).toBe(getComputedStyle(canvas.getByRole('tabpanel')).color);
  await expect(getComputedStyle(active).color).not.toBe(getComputedStyle(other).color);
  await expect(getComputedStyle(active).borderRightWidth).toBe('2px');
  await expect(getComputedStyle(active).borderRightColor).toBe(getComputedStyle(active).color);
}

const exportButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Export as .csv' });

/** The count: on a laptop a line under the search field, on a phone in the field's right section. */
const countIn = (canvas: ReturnType<typeof within>) => canvas.getByTestId('glossary-count');

/** The count's words while filtering: on a phone "12 of 76" drawn and "… metrics shown." said, on a laptop all drawn. */
const countWhileFiltering = (count: number) =>
  isPhone() ? `${count} of 76 metrics shown.` : `${count} of 76 metrics shown`;

/**
 * One kind of toolbar on a laptop (a tenth grade: a search field, a fully rounded pill, a segmented control, a dimmed
 * count, a blue subtle export and an ⓘ): every control 36 px tall with its top on the search field's, "Priority only"
 * a switch, the export subtle grey as the dashboard's (the Foundations' rule), and the count a dimmed line under the
 * search field, nothing beside the export.
 */
async function expectOneKindOfToolbar(canvas: ReturnType<typeof within>) {
  const field = canvas.getByRole('searchbox', { name: 'Search metrics' });
  const controls = [
    field,
    canvas.getByRole('switch', { name: 'Priority only' }).closest('.mantine-Switch-body')!,
    canvas.getByRole('radiogroup', { name: 'Glossary layout' }),
    exportButton(canvas),
    canvas.getByRole('button', { name: GLOSSARY_TEXT.about }),
  ];
  for (const control of controls) {
    await expect(Math.round(control.getBoundingClientRect().height)).toBe(36);
    await expect(Math.abs(control.getBoundingClientRect().top - field.getBoundingClientRect().top)).toBeLessThanOrEqual(
      1,
    );
  }
  // Subtle grey: the ⓘ's ink, not the link colour, and no fill.
  const about = canvas.getByRole('button', { name: GLOSSARY_TEXT.about });
  await expect(exportButton(canvas)).toHaveAttribute('data-variant', 'subtle');
  await expect(getComputedStyle(exportButton(canvas)).color).toBe(getComputedStyle(about).color);
  await expect(getComputedStyle(exportButton(canvas)).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  // Nothing but the button in the export's place: its scope is its description and the count's line says it.
  await expect(canvas.getByTestId('csv-export-scope').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  const count = countIn(canvas).getBoundingClientRect();
  const box = field.getBoundingClientRect();
  // 8 px under the field, 13 px (an eleventh grade: 4 px and 12 px read as the field's own hint).
  await expect(Math.round(count.top - box.bottom)).toBe(8);
  await expect(getComputedStyle(countIn(canvas)).fontSize).toBe('13px');
  await expect(count.left).toBeGreaterThanOrEqual(box.left);
  await expect(count.right).toBeLessThanOrEqual(box.right);
}

/**
 * The toolbar: "Priority only" a switch whose state narrows the list and back, its legend the switch's description,
 * the count a polite status under the search field on a laptop (in its box on a phone).
 */
export const Toolbar: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search metrics' });
    const chip = canvas.getByRole('switch', { name: 'Priority only' });
    await expect(chip).not.toBeChecked();
    await expect(chip).toHaveAccessibleDescription('Priority indicates prioritized KPIs');
    await expect(canvas.queryByRole('button', { name: 'Priority only' })).toBeNull();
    await expectPriorityOnlyCentred(canvas);
    if (!isPhone()) await expectOneKindOfToolbar(canvas);
    const count = countIn(canvas);
    await expect(count).toHaveAttribute('role', 'status');
    if (!isPhone()) await expect(count).toHaveTextContent(/^All 76 metrics$/);
    const searchBox = search.getBoundingClientRect();

    await userEvent.click(chip);
    await expect(chip).toBeChecked();
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    const matches = canvas.getByRole('region', { name: GLOSSARY_TEXT.matchesLabel });
    await expect(within(matches).getAllByRole('listitem')).toHaveLength(23);
    await expect(count).toHaveTextContent(countWhileFiltering(23));
    // The filter moves nothing in the toolbar: the count's line was there before.
    await expect(search.getBoundingClientRect().top).toBe(searchBox.top);

    await userEvent.click(chip);
    await expect(chip).not.toBeChecked();
    await expect(canvas.getAllByRole('tab').length).toBe(performanceMetricGroups.length);
  },
};

/** The same toolbar in dark, the switch left on. */
export const ToolbarDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const chip = await canvas.findByRole('switch', { name: 'Priority only' });
    await userEvent.click(chip);
    await expect(chip).toBeChecked();
    await expect(countIn(canvas)).toHaveTextContent(countWhileFiltering(23));
    await expectPriorityOnlyCentred(canvas);
    if (!isPhone()) await expectOneKindOfToolbar(canvas);
  },
};

/** The chip's tooltip from the keyboard: the legend with its badge, on a light card (R2.44). */
export const PriorityLegendTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('switch', { name: 'Priority only' });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search metrics' }));
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Priority only' })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Priorityindicates prioritized KPIs');
    // Below the switch, never over the topic strip above the toolbar (the fourteenth grade).
    const target = canvas.getByRole('switch', { name: 'Priority only' }).getBoundingClientRect();
    await waitFor(() => expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(target.bottom));
    // Once its fade-in is over; on the popovers' surface, not Mantine's dark tooltip that swallowed the light badge.
    await waitFor(() => expect(within(tooltip).getByText('Priority')).toBeVisible());
    await expectOnThePopoverSurface(tooltip);
  },
};

/** A group opened turns its pill semibold, and no pill moves or grows (design review, later grades: tabs and pills). */
export const PillsKeepTheirPlaces: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = await canvas.findAllByRole('tab');
    const places = await tabPlaces(tabs);
    for (const tab of tabs.slice(1)) {
      await userEvent.click(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(await tabPlaces(tabs)).toEqual(places);
    }
  },
};

export const SalesPipeline: Story = {
  ...tabStory('Sales Pipeline', 5),
  play: async (context) => {
    await tabStory('Sales Pipeline', 5).play!(context);
    await expectPriorityOnlyCentred(context.canvas);
    if (!isPhone()) {
      await expectViewsInTheToolbar(context.canvas);
      await expectGroupsAsSideList(context.canvas);
    }
  },
};

/** The groups' vertical list in dark: the current group in the dark scheme's link colour. */
export const SideListDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Product Mix' }));
    await expectGroupsAsSideList(canvas);
  },
};

/** The arrow keys up and down move between the groups of the vertical list (Mantine Tabs' keyboard support). */
export const SideListByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('tab', { name: 'Sales Pipeline' });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('tab', { name: 'Sales Production' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The topic's description, no longer under a visible heading (design review M1; a ninth grade counted the title four
 * times), in "About this glossary" at the toolbar's end, as a dashboard's is in "About this dashboard".
 */
export const AboutThisGlossary: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: GLOSSARY_TEXT.about }));
    const about = await within(document.body).findByRole('dialog', { name: GLOSSARY_TEXT.about });
    await expect(about).toHaveTextContent('Recommended metrics and KPIs.');
  },
};
export const SalesProduction = tabStory('Sales Production', 5);
export const InforceAndCustomerPenetration = tabStory('Inforce & Customer Penetration', 4);
export const ProductMix = tabStory('Product Mix', 3);
export const AgentsAndRecruiting = tabStory('Agents & Recruiting', 6);
export const ImpliedMetricsAndRatios: Story = {
  ...tabStory('Implied Metrics & Ratios', 0),
  play: async (context) => {
    await tabStory('Implied Metrics & Ratios', 0).play!(context);
    // An entry the glossary has no definition of yet says so, dimmed, instead of standing as a bare heading (p4).
    const panel = context.canvas.getByRole('tabpanel', { name: 'Implied Metrics & Ratios' });
    const undefinedEntries = performanceMetricGroups.at(-1)!.items.filter((item) => !item.description);
    await expect(undefinedEntries.length).toBeGreaterThan(0);
    await expect(within(panel).getAllByText(GLOSSARY_TEXT.noDefinition)).toHaveLength(undefinedEntries.length);
  },
};

/** The same glossary as a table: Metric Category, Metric, Metric Description/Calculation, Prioritized KPIs. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('tab');
    const before = await expectViewsInTheToolbar(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'All metrics' }));
    const table = canvas.getByRole('table', { name: 'Performance metrics' });
    await expect(table).toBeVisible();
    // The switch stays where it was, in the toolbar's row.
    const after = canvas.getByRole('radiogroup', { name: 'Glossary layout' }).getBoundingClientRect();
    await expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(after.left - before.left)).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Metric Category',
      'Metric',
      'Metric Description/Calculation',
      'Prioritized KPIs',
    ]);
    // The specification's mark of a prioritized KPI in the table form: an X (R2.46).
    const marked = canvas.getAllByRole('cell', { name: 'X' });
    await expect(marked).toHaveLength(23);
    // Headers on the type scale: 600, as headings (700 is for KPI numbers only).
    for (const header of within(table).getAllByRole('columnheader'))
      await expect(getComputedStyle(header).fontWeight).toBe('600');
    await expect(getComputedStyle(within(table).getAllByRole('rowheader')[0]!).fontWeight).toBe('600');
    await expect(getComputedStyle(within(table).getAllByRole('link')[0]!).fontWeight).toBe('600');
    // Horizontal rules only, no cell grid (p5).
    const cell = marked[0]!;
    await expect(getComputedStyle(cell).borderRightWidth).toBe('0px');
    await expect(getComputedStyle(cell.closest('tr')!).borderBottomWidth).toBe('1px');
    await expect(getComputedStyle(table).borderLeftWidth).toBe('0px');
  },
};

/**
 * In dark, a metric's name is in the headings' colour, the text's strongest (design review, later grades: the
 * glossary), in the tabs, the search's groups and the table; the table's X column stays as the specification has it.
 */
export const NamesInDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const colour = (element: Element) => getComputedStyle(element).color;
    const firstName = () => colour(canvas.getAllByRole('link')[0]!);
    const tabPanel = await canvas.findByRole('tabpanel');
    const inTabs = colour(within(tabPanel).getAllByRole('link')[0]!);
    // Apart from the body text around it (the entry's own colour, which its description takes).
    await expect(inTabs).not.toBe(colour(within(tabPanel).getAllByRole('listitem')[0]!));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search metrics' }), 'agent');
    const matches = canvas.getByRole('region', { name: GLOSSARY_TEXT.matchesLabel });
    const heading = colour(within(matches).getAllByRole('heading')[0]!);
    await expect(firstName()).toBe(heading);
    await expect(inTabs).toBe(heading);
    await userEvent.click(canvas.getByRole('radio', { name: 'All metrics' }));
    await expect(firstName()).toBe(heading);
  },
};

/**
 * "Priority only" and a search list every match at once, under its group's title (no tabs to open
 * one by one), and the export says it takes just those.
 */
export const SearchAndPriorityOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search metrics' }), 'agent');
    await userEvent.click(canvas.getByRole('switch', { name: 'Priority only' }));
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    const found = filterMetricGroups(performanceMetricGroups, { query: 'agent', priorityOnly: true });
    const count = countMetrics(found);
    await expect(countIn(canvas)).toHaveTextContent(countWhileFiltering(count));
    await expect(countIn(canvas)).toBeVisible();
    const matches = canvas.getByRole('region', { name: GLOSSARY_TEXT.matchesLabel });
    await expect(
      within(matches)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Product Mix', 'Agents & Recruiting']);
    await expect(within(matches).getAllByRole('listitem')).toHaveLength(count);
    // Each group's heading says how many of its metrics are shown (the thirteenth grade).
    await expect(
      within(matches)
        .getAllByTestId('glossary-group-count')
        .map((each) => each.textContent),
    ).toEqual(
      found.map((group) =>
        GLOSSARY_TEXT.groupCountShown(
          group.items.length,
          performanceMetricGroups.find((entry) => entry.title === group.title)!.items.length,
        ),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Export as .csv' })).toHaveAccessibleDescription(
      GLOSSARY_TEXT.exportsShown(count),
    );
  },
};

/**
 * Unfiltered, the export says it takes the whole glossary (R2.45), as its description; the words shown are the count
 * under the search field (a tenth grade: a dimmed caption beside the button), and it is a subtle button.
 */
export const ExportScope: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Export as .csv' });
    await expect(button).toHaveAccessibleDescription(GLOSSARY_TEXT.exportsAll(76));
    await expect(countIn(canvas)).toHaveTextContent(GLOSSARY_TEXT.exportsAll(76));
    await expect(button).toHaveAttribute('data-variant', 'subtle');
  },
};

/**
 * A search that matches nothing (m6): said with the words searched for, as text; the export is off;
 * "Clear search" clears it and gives the focus back to the search box. An empty state, centred where the metrics were
 * (an eleventh grade: a bare line and a link in the top-left corner): a 32 px icon, the words as a 16/600 title, one
 * dimmed line, a subtle "Clear search"; on a laptop the groups' column stays, every group disabled.
 */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search metrics' });
    await userEvent.type(search, '<b>zzqx</b>');
    const message = canvas.getByTestId('glossary-no-match');
    await expect(message).toHaveTextContent(GLOSSARY_TEXT.noMatch('<b>zzqx</b>'));
    await expect(countIn(canvas)).toHaveTextContent(
      `${countWhileFiltering(0)} ${GLOSSARY_TEXT.noMatch('<b>zzqx</b>')}`,
    );
    await expect(canvas.getByRole('button', { name: 'Export as .csv' })).toBeDisabled();
    // Left in that state: the image is the no-match screen (Clear search is the next story's).
    const clear = canvas.getByRole('button', { name: GLOSSARY_TEXT.clearSearch });
    await expect(clear).toBeVisible();
    await expect(clear).toHaveAttribute('data-variant', 'subtle');
    const empty = canvas.getByTestId('glossary-empty');
    await expect(empty.querySelector('svg')!.getBoundingClientRect().width).toBe(32);
    await expect(getComputedStyle(message).fontSize).toBe('16px');
    await expect(getComputedStyle(message).fontWeight).toBe('600');
    await expect(within(empty).getByText(GLOSSARY_TEXT.noMatchHint(false))).toBeVisible();
    // Centred in the metrics' place: the title's and the button's middles on the empty state's.
    const centre = (element: Element | Range) => {
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const range = document.createRange();
    range.selectNodeContents(message);
    await expect(Math.abs(centre(range) - centre(empty))).toBeLessThanOrEqual(1);
    await expect(Math.abs(centre(clear) - centre(empty))).toBeLessThanOrEqual(1);
    if (!isPhone()) {
      const groups = canvas.getByRole('navigation', { name: GLOSSARY_TEXT.groupsLabel });
      const buttons = within(groups).getAllByRole('button');
      await expect(buttons).toHaveLength(performanceMetricGroups.length);
      for (const button of buttons) {
        await expect(button).toBeDisabled();
        await expect(getComputedStyle(button).opacity).toBe('0.5');
      }
      await expect(empty.getBoundingClientRect().left).toBeGreaterThanOrEqual(groups.getBoundingClientRect().right);
    }
  },
};

/** The empty result in dark. */
export const NoMatchDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async (context) => NoMatch.play!(context),
};

/**
 * A search on a laptop moves nothing (an eleventh grade: the groups' column went and the list jumped from x=302 to
 * x=70): the column stays where the tabs were, each group with its number of matches and those without one disabled,
 * and the matches start where the metrics did. A group's button brings its matches into view, its title focused.
 */
export const SearchKeepsItsPlace: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search metrics' });
    if (isPhone() || !window.matchMedia(SIDE_LIST_QUERY).matches) return;
    const tabs = canvas.getByRole('tablist').getBoundingClientRect();
    const firstLabel = textLeft(canvas.getAllByRole('tab')[0]!);
    const metrics = canvas.getByRole('tabpanel').querySelector('li')!.getBoundingClientRect();
    await userEvent.type(search, 'ratio');
    const groups = canvas.getByRole('navigation', { name: GLOSSARY_TEXT.groupsLabel });
    const column = groups.getBoundingClientRect();
    await expect(Math.abs(column.left - tabs.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(column.width - tabs.width)).toBeLessThanOrEqual(1);
    await expect(Math.abs(column.top - tabs.top)).toBeLessThanOrEqual(1);
    const buttons = within(groups).getAllByRole('button');
    await expect(Math.abs(textLeft(buttons[0]!) - firstLabel)).toBeLessThanOrEqual(1);
    const found = filterMetricGroups(performanceMetricGroups, { query: 'ratio', priorityOnly: false });
    for (const [index, group] of performanceMetricGroups.entries()) {
      const count = found.find((entry) => entry.title === group.title)?.items.length ?? 0;
      // (A space before the comma, where the hidden words' box starts, as browsers name it.)
      await expect(buttons[index]!).toHaveAccessibleName(
        new RegExp(`^${group.title} ?, ${count} ${GLOSSARY_TEXT.matchesWord(count)}$`),
      );
      if (count === 0) await expect(buttons[index]!).toBeDisabled();
      else await expect(buttons[index]!).toBeEnabled();
    }
    const matches = canvas.getByRole('region', { name: GLOSSARY_TEXT.matchesLabel });
    const first = within(matches).getAllByRole('listitem')[0]!.getBoundingClientRect();
    await expect(Math.abs(first.left - metrics.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(first.right - metrics.right)).toBeLessThanOrEqual(1);
    const last = found.at(-1)!;
    await userEvent.click(within(groups).getByRole('button', { name: new RegExp(`^${last.title}`) }));
    await expect(within(matches).getByRole('heading', { name: last.title })).toHaveFocus();
  },
};

/** "Clear search" after no match: the glossary back, the focus in the emptied field. */
export const NoMatchCleared: Story = {
  play: async (context) => {
    await NoMatch.play!(context);
    const { canvas, userEvent } = context;
    const search = canvas.getByRole('searchbox', { name: 'Search metrics' });
    await userEvent.click(canvas.getByRole('button', { name: GLOSSARY_TEXT.clearSearch }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Export as .csv' })).toBeEnabled();
    await expect(canvas.getAllByRole('tab').length).toBeGreaterThan(0);
  },
};

/**
 * A phone's width: the groups in one row that scrolls sideways; the legend no line of its own (a tenth grade), but the
 * switch's description and in "More actions" › "About this glossary".
 */
export const OnAPhone: Story = {
  decorators: [inPhoneWidth],
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    // The groups' list follows the window's width (a laptop's is vertical), not this 320 px frame's.
    if (!window.matchMedia(SIDE_LIST_QUERY).matches) await expect(rows.size).toBe(1);
    // At a phone's own width (the visual run's phone frame), where the search and the switch share their row.
    if (isPhone()) {
      await expect(canvas.queryByText('indicates prioritized KPIs')).toBeNull();
      await expectPriorityOnlyCentred(canvas);
    }
  },
};

/** The phone's toolbar in dark, filtered: the switch on, the count in the field. */
export const OnAPhoneDark: Story = {
  decorators: [inPhoneWidth],
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const chip = await canvas.findByRole('switch', { name: 'Priority only' });
    await userEvent.click(chip);
    await expect(chip).toBeChecked();
    await expect(countIn(canvas)).toHaveTextContent(countWhileFiltering(23));
    if (isPhone()) await expectPriorityOnlyCentred(canvas);
  },
};

/**
 * A phone's "More actions" open: the two views first ("By category" checked), then the export. Drawn at the phone's
 * width only, where the menu holds them (the laptop's switch ends the groups' row instead).
 */
export const OnAPhoneViewsMenu: Story = {
  tags: ['phone', '!test'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('tab');
    await expectPriorityOnlyCentred(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitemradio', { name: 'By category' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: 'All metrics' })).toHaveAttribute('aria-checked', 'false');
    await expect(menu.getByRole('group', { name: 'View' })).toContainElement(
      menu.getByRole('menuitemradio', { name: 'All metrics' }),
    );
    const exportItem = menu.getByRole('menuitem', { name: 'Export as .csv' });
    await expect(exportItem).toBeVisible();
    await expect(exportItem).toHaveAccessibleDescription(/^All \d+ metrics$/);
    await expectOnThePopoverSurface(menu.getByRole('menu'));
  },
};

/** A metric's link (the URL's #hash) selects its tab and marks the metric. */
export const OpenedByLink: Story = {
  parameters: {
    route: '/sales-2024/metrics-for-performance-tracking#metric-cross-sell-ratio',
    routePattern: '/sales-2024/metrics-for-performance-tracking',
  },
  // The link followed with the pointer (the stories before this one typed into their search boxes).
  loaders: [() => void window.dispatchEvent(new PointerEvent('pointerdown'))],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sales Production' })).toHaveAttribute('aria-selected', 'true');
    const entry = canvasElement.querySelector<HTMLElement>('#metric-cross-sell-ratio')!;
    await expect(entry).toHaveAttribute('data-targeted');
    // Finding 7: a 3 px yellow bar over a light tint (no slab, no outline), and no ring after a pointer's link.
    await expect(entry).toHaveFocus();
    const mark = getComputedStyle(entry);
    await expect(mark.backgroundImage).toMatch(PORTAL_MARK);
    await expect(mark.outlineStyle).toBe('none');
    // Its text 8 px inside the mark (p3), and the metric in the middle of the window, where the eye is.
    await expect(getComputedStyle(entry).paddingLeft).toBe('8px');
    const view = canvasElement.ownerDocument.defaultView!;
    const box = entry.getBoundingClientRect();
    // (Centred under the app's 60 px header, which this story has not: 30 px below the window's middle.)
    await expect(Math.abs((box.top + box.bottom) / 2 - view.innerHeight / 2)).toBeLessThanOrEqual(32);
  },
};

/** The same link followed from the keyboard (the palette, Enter on a link): the metric takes the focus with its ring. */
export const OpenedByLinkFromTheKeyboard: Story = {
  parameters: OpenedByLink.parameters,
  loaders: [() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('#metric-cross-sell-ratio')).toHaveFocus());
    const entry = canvasElement.querySelector<HTMLElement>('#metric-cross-sell-ratio')!;
    await expect(getComputedStyle(entry).backgroundImage).toMatch(PORTAL_MARK);
    await expect(getComputedStyle(entry).outlineStyle).toBe('solid');
  },
};
