import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KpiView } from './kpi-view';
import { countMetrics, filterMetricGroups } from './lib/filter-metrics';
import { performanceMetricGroups } from './performance-metrics';

/** The KPI / metrics view of "Metrics for Performance Tracking": one story per tab and the table form. */
const meta = {
  title: 'Metrics/KpiView',
  component: KpiView,
  args: { groups: performanceMetricGroups },
  parameters: { layout: 'padded', route: '/sales-2024/metrics-for-performance-tracking' },
} satisfies Meta<typeof KpiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that opens the tab of `title` and checks its entries and "Priority" badges. */
function tabStory(title: string, kpiCount: number): Story {
  return {
    name: title,
    play: async ({ canvas, userEvent }) => {
      const tab = await canvas.findByRole('tab', { name: title });
      await userEvent.click(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel', { name: title });
      const group = performanceMetricGroups.find((entry) => entry.title === title)!;
      await expect(panel.querySelectorAll('li')).toHaveLength(group.items.length);
      // One badge per prioritized KPI in the panel (the legend's badge is outside it).
      await expect(
        [...panel.querySelectorAll('li')].filter((item) => item.textContent?.includes('Priority')),
      ).toHaveLength(kpiCount);
      await expect(canvas.getByText('indicates prioritized KPIs')).toBeVisible();
    },
  };
}

export const SalesPipeline = tabStory('Sales Pipeline', 5);
export const SalesProduction = tabStory('Sales Production', 5);
export const InforceAndCustomerPenetration = tabStory('Inforce & Customer Penetration', 4);
export const ProductMix = tabStory('Product Mix', 3);
export const AgentsAndRecruiting = tabStory('Agents & Recruiting', 6);
export const ImpliedMetricsAndRatios = tabStory('Implied Metrics & Ratios', 0);

/** The same glossary as a table: Metric Category, Metric, Metric Description/Calculation, Prioritized KPIs. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Table view' }));
    const table = canvas.getByRole('table', { name: 'Performance metrics' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Metric Category',
      'Metric',
      'Metric Description/Calculation',
      'Prioritized KPIs',
    ]);
    await expect(canvas.getAllByRole('cell', { name: 'X' })).toHaveLength(23);
  },
};

/** "Priority only" and a search narrow the tabs to the groups with a match. */
export const SearchAndPriorityOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search metrics' }), 'agent');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Priority only' }));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Product Mix',
      'Agents & Recruiting',
    ]);
    const found = filterMetricGroups(performanceMetricGroups, { query: 'agent', priorityOnly: true });
    await expect(canvas.getByText(`${countMetrics(found)} of 76 metrics shown.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Agents & Recruiting' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Agents & Recruiting' });
    const agents = found.find((group) => group.title === 'Agents & Recruiting')!;
    await expect(panel.querySelectorAll('li')).toHaveLength(agents.items.length);
    await expect(agents.items.every((item) => item.kpi_priority)).toBe(true);
  },
};

/** A metric's link (the URL's #hash) selects its tab and marks the metric. */
export const OpenedByLink: Story = {
  parameters: {
    route: '/sales-2024/metrics-for-performance-tracking#metric-cross-sell-ratio',
    routePattern: '/sales-2024/metrics-for-performance-tracking',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sales Production' })).toHaveAttribute('aria-selected', 'true');
    const entry = canvasElement.querySelector('#metric-cross-sell-ratio');
    await expect(entry).toHaveAttribute('data-targeted');
  },
};
