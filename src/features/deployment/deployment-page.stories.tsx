import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeploymentPage } from './deployment-page';
import { jordanAvery } from '@/testing/story-fixtures';
import { DASHBOARD_TOPIC_COUNT, TOPIC_PAGES } from '@/testing/topic-pages';
import { deployment2024, salesModule } from './modules';

/** /sales-2024/2024-deployment: a card per topic (without the shell). */
const meta = {
  title: 'Deployment/DeploymentPage',
  component: DeploymentPage,
  tags: ['screen'],
  args: { module: salesModule, deployment: deployment2024 },
  parameters: { route: '/sales-2024/2024-deployment', session: { user: jordanAvery } },
} satisfies Meta<typeof DeploymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTopics: Story = {
  play: async ({ canvas }) => {
    const topics = await canvas.findByRole('region', { name: 'Topics' });
    await expect(within(topics).getAllByRole('link')).toHaveLength(TOPIC_PAGES.length);
    await expect(within(topics).getByRole('link', { name: 'Quick Wins' })).toHaveAttribute(
      'href',
      '/sales-2024/quick-wins',
    );
  },
};

/** Each card says what kind of content its topic is. */
export const KindBadges: Story = {
  play: async ({ canvas }) => {
    const topics = await canvas.findByRole('region', { name: 'Topics' });
    await expect(within(topics).getAllByText('Dashboard')).toHaveLength(DASHBOARD_TOPIC_COUNT);
    await expect(within(topics).getByText('Presentation')).toBeVisible();
    await expect(within(topics).getByText('Glossary')).toBeVisible();
  },
};
