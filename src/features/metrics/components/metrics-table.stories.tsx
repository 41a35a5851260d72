import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { performanceMetricGroups } from '../performance-metrics';
import { MetricsTable } from './metrics-table';

/** The table form of the metric glossary on its own, one row group per category. */
const meta = {
  title: 'Metrics/MetricsTable',
  component: MetricsTable,
  args: { groups: performanceMetricGroups },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MetricsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole table; its column headers stick under the shell's header, and here (no shell) cover no row. */
export const Glossary: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('rowheader')).toHaveLength(performanceMetricGroups.length);
    const [head, firstRow] = [canvas.getAllByRole('rowgroup')[0]!, canvas.getAllByRole('row')[1]!];
    await expect(head.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstRow.getBoundingClientRect().top + 0.5);
  },
};

/**
 * On phones: one list under the category titles, no table to scroll sideways, and no column names
 * repeated on every metric (the "Priority" badge stands for the X).
 */
export const AsRows: Story = {
  args: { asRows: true },
  play: async ({ canvas }) => {
    const rows = await canvas.findByRole('region', { name: 'Performance metrics' });
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(rows).getAllByRole('listitem')).toHaveLength(76);
    await expect(within(rows).getAllByText('Priority', { exact: true })).toHaveLength(23);
    await expect(within(rows).queryAllByText('Metric', { exact: true })).toHaveLength(0);
    await expect(within(rows).getByRole('heading', { name: 'Product Mix' })).toBeVisible();
  },
};
