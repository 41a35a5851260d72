import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper, Text } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { jordanAvery } from '@/testing/story-fixtures';
import { deployment2024, salesModule } from './modules';
import { SolutionDetailPage } from './solution-detail-page';

const marketIntelligence = deployment2024.topics[0]!;

/**
 * /sales-2024/{slug}: a topic with breadcrumbs, the deployment navigation, its title, and the content
 * the route composes (the real contents are in the route's TopicContentView stories).
 */
const meta = {
  title: 'Deployment/SolutionDetailPage',
  component: SolutionDetailPage,
  tags: ['screen'],
  args: {
    module: salesModule,
    deployment: deployment2024,
    topic: marketIntelligence,
    children: (
      <Paper withBorder p="xl">
        <Text>The topic&apos;s content</Text>
      </Paper>
    ),
  },
  parameters: { route: '/sales-2024/market-intelligence', session: { user: jordanAvery } },
} satisfies Meta<typeof SolutionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Market Intelligence', level: 1 })).toBeVisible();
    await expect(canvas.getByText("The topic's content")).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: '2024 Deployment navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Market Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The topic tab bar says each topic's kind; the link's name stays the title, the kind is its description. */
export const TabKinds: Story = {
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: '2024 Deployment navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Quick Wins' })).toHaveAccessibleDescription(
      'Presentation',
    );
    await expect(
      within(navigation).getByRole('link', { name: 'Metrics for Performance Tracking' }),
    ).toHaveAccessibleDescription('Glossary');
  },
};
