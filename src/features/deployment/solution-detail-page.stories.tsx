import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SolutionDetailPage } from './solution-detail-page';
import { jordanAvery } from '@/testing/story-fixtures';

/** /sales-2024/{slug}: a topic with breadcrumbs, the deployment navigation and its content. */
const meta = {
  title: 'Deployment/SolutionDetailPage',
  component: SolutionDetailPage,
  args: { moduleSlug: 'sales-2024', topicSlug: 'market-intelligence' },
  parameters: { route: '/sales-2024/market-intelligence', session: { user: jordanAvery } },
} satisfies Meta<typeof SolutionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardTopic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Market Intelligence', level: 1 })).toBeVisible();
    const dashboard = canvas.getByRole('region', { name: 'Market Intelligence dashboard' });
    await expect(within(dashboard).getByText(/This dashboard will be embedded here/)).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: '2024 Deployment navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Market Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MetricsTopic: Story = {
  args: { topicSlug: 'metrics-for-performance-tracking' },
  parameters: { route: '/sales-2024/metrics-for-performance-tracking' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Metrics for Performance Tracking', level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
  },
};
