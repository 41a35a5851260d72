import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModuleLandingPage } from './module-landing-page';
import { signedInAt } from '@/testing/story-fixtures';
import { TOPIC_PAGES } from '@/testing/topic-pages';
import { salesModule } from './modules';
import { expectHeadingForScreenReadersOnly } from '@/testing/page-heading-look';

/**
 * /sales-2024: the deployment's heading and its topics' cards (without the shell, and without what the route adds: the
 * person's numbers, recent dashboards and saved views of the module, in Screens/Module page).
 */
const meta = {
  title: 'Deployment/ModuleLandingPage',
  component: ModuleLandingPage,
  tags: ['screen'],
  args: { module: salesModule },
  parameters: { ...signedInAt('/sales-2024') },
} satisfies Meta<typeof ModuleLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalesModule: Story = {
  play: async ({ canvas }) => {
    const deployments = await canvas.findByRole('region', { name: 'Deployments' });
    await expectHeadingForScreenReadersOnly(canvas.getByRole('heading', { level: 1, name: salesModule.title }));
    await expect(within(deployments).getByRole('link', { name: '2024 Deployment' })).toHaveAttribute(
      'href',
      '/sales-2024/2024-deployment',
    );
    const topics = canvas.getByRole('navigation', { name: '2024 Deployment topics' });
    await expect(within(topics).getAllByRole('link')).toHaveLength(TOPIC_PAGES.length);
    // Cards, each under the deployment's heading (m12 of the 2026-11-29 review: no lone card), in its band.
    await expect(within(topics).getAllByRole('heading', { level: 3 })).toHaveLength(TOPIC_PAGES.length);
  },
};
