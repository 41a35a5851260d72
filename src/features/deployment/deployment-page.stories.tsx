import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeploymentPage } from './deployment-page';
import { signedInAt } from '@/testing/story-fixtures';
import { DASHBOARD_TOPIC_COUNT, TOPIC_PAGES } from '@/testing/topic-pages';
import { deployment2024, salesModule } from './modules';
import { PRIORITY_GREEN } from '@/shared/ui/badge-hues';
import { expectHeadingForScreenReadersOnly } from '@/testing/page-heading-look';

/** The hue (0-360°) of a CSS colour as the browser computes it (`rgb(…)`). */
function hueOf(color: string): number {
  const probe = document.createElement('div');
  probe.style.color = color;
  document.body.append(probe);
  const [r = 0, g = 0, b = 0] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
  probe.remove();
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** /sales-2024/2024-deployment: a card per topic (without the shell). */
const meta = {
  title: 'Deployment/DeploymentPage',
  component: DeploymentPage,
  tags: ['screen'],
  args: { module: salesModule, deployment: deployment2024 },
  parameters: { ...signedInAt('/sales-2024/2024-deployment') },
} satisfies Meta<typeof DeploymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTopics: Story = {
  play: async ({ canvas }) => {
    const topics = await canvas.findByRole('navigation', { name: 'Topics' });
    await expect(within(topics).getAllByRole('link')).toHaveLength(TOPIC_PAGES.length);
    await expectHeadingForScreenReadersOnly(canvas.getByRole('heading', { level: 1 }));
    await expect(within(topics).getByRole('link', { name: 'Quick Wins' })).toHaveAttribute(
      'href',
      '/sales-2024/quick-wins',
    );
  },
};

/**
 * A card says what kind of content its topic is where it is not the usual one (the dashboards' kind is each link's
 * description, unseen): at 11 px, each kind in a hue of its own, none in the green of the glossary's "Priority" badge
 * (design review p6).
 */
export const KindBadges: Story = {
  play: async ({ canvas }) => {
    const topics = await canvas.findByRole('navigation', { name: 'Topics' });
    await expect(within(topics).getAllByText('Dashboard')).toHaveLength(DASHBOARD_TOPIC_COUNT);
    await expect(within(topics).getByText('Presentation')).toBeVisible();
    await expect(within(topics).getByText('Glossary')).toBeVisible();
    const labels = ['Dashboard', 'Presentation', 'Glossary'].map((kind) => within(topics).getAllByText(kind)[0]!);
    for (const label of labels) await expect(parseFloat(getComputedStyle(label).fontSize)).toBeGreaterThanOrEqual(11);
    const hues = labels.map((label) => hueOf(getComputedStyle(label.closest('.mantine-Badge-root')!).backgroundColor));
    for (const [index, hue] of hues.entries()) {
      await expect(hueDistance(hue, hueOf(PRIORITY_GREEN))).toBeGreaterThan(40);
      for (const other of hues.slice(index + 1)) await expect(hueDistance(hue, other)).toBeGreaterThan(40);
    }
  },
};
