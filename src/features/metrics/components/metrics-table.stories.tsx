import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

export const Glossary: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('rowheader')).toHaveLength(performanceMetricGroups.length);
  },
};
