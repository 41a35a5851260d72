import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SolutionDetailPage } from '@/features/deployment';
import { signedInAt } from '@/testing/story-fixtures';
import { salesTopic } from '@/testing/topic-pages';
import { TopicContentView } from './topic-content-view';

function TopicPage({ slug }: { slug: string }) {
  const resolved = salesTopic(slug);
  return (
    <SolutionDetailPage {...resolved}>
      <TopicContentView topic={resolved.topic} />
    </SolutionDetailPage>
  );
}

/** A topic page as its route composes it: the content chosen by the topic's `content` kind. */
const meta = {
  title: 'Deployment/TopicPage',
  component: TopicPage,
  tags: ['screen'],
  args: { slug: 'market-intelligence' },
  parameters: { ...signedInAt('/sales-2024/market-intelligence') },
} satisfies Meta<typeof TopicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The topic's view is a lazy chunk (the report view, the KPI glossary): its first download takes a while. */
const LAZY_VIEW = { timeout: 15_000 };

export const DashboardTopic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Market Intelligence', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Market Intelligence dashboard' }, LAZY_VIEW)).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: '2024 Deployment navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Market Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MetricsTopic: Story = {
  args: { slug: 'metrics-for-performance-tracking' },
  parameters: { route: '/sales-2024/metrics-for-performance-tracking' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Metrics for Performance Tracking', level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Sales Pipeline' }, LAZY_VIEW)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
