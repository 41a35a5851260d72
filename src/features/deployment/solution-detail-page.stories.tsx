import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper, Text } from '@mantine/core';
import { expect, waitFor, within } from 'storybook/test';
import { signedInAt } from '@/testing/story-fixtures';
import { isPhone } from '@/testing/phone-width-story';
import { tabPlaces } from '@/testing/tab-places';
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
  parameters: { ...signedInAt('/sales-2024/market-intelligence') },
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

/**
 * The current topic's tab is semibold, yet no tab moves or grows whichever topic is current (design review, later
 * grades: tabs and pills): each tab is marked current in turn, as its own page marks it.
 */
export const TabsKeepTheirPlaces: Story = {
  tags: ['!screen'],
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: '2024 Deployment navigation' });
    const tabs = within(navigation).getAllByRole('link');
    const current = tabs.find((tab) => tab.hasAttribute('data-active'))!;
    const places = await tabPlaces(tabs);
    for (const tab of tabs) {
      current.removeAttribute('data-active');
      tab.setAttribute('data-active', 'true');
      await expect(await tabPlaces(tabs)).toEqual(places);
      tab.removeAttribute('data-active');
      current.setAttribute('data-active', 'true');
    }
  },
};

const glossary = deployment2024.topics.find((topic) => topic.content.kind === 'metrics')!;

/**
 * The last topic current where the bar does not fit (a 900 px column): it is scrolled into view on
 * arrival, the start fades and has an arrow that scrolls back.
 */
export const TopicBarScrolled: Story = {
  // The arrows are the mouse's (a phone swipes, and shows none): a desktop story (On A Phone is the phone's).
  tags: ['!screen'],
  args: { topic: glossary },
  parameters: { route: '/sales-2024/metrics-for-performance-tracking' },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const navigation = await canvas.findByRole('navigation', { name: '2024 Deployment navigation' });
    const strip = canvas.getByTestId('topic-tab-strip');
    const current = within(navigation).getByRole('link', { name: 'Metrics for Performance Tracking' });
    const inStrip = (link: HTMLElement) => {
      const [box, item] = [strip.getBoundingClientRect(), link.getBoundingClientRect()];
      return item.left >= box.left - 1 && item.right <= box.right + 1;
    };
    // The bar scrolls the current topic into view, then shows the arrows its scroll position calls for.
    const scrollLeft = await within(navigation).findByRole('button', { name: 'Scroll topics left' });
    await waitFor(() => expect(inStrip(current)).toBe(true));
    await expect(within(navigation).queryByRole('button', { name: 'Scroll topics right' })).toBeNull();
    // The story ends (and the visual run draws it) once the bar is at rest, never at a point of the way
    // that a busy machine makes differ from run to run. Not on `scrollend`: one still due for the bar's
    // own first scroll can come after the click (seen in CI). At rest: moved, and still for a frame.
    // The bar's first ResizeObserver report (one frame on) centres the current topic again on the settled
    // layout, a subpixel from the first: the click waits for it, as any hand does, so the start is one place.
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const start = strip.scrollLeft;
    await userEvent.click(scrollLeft);
    await waitFor(async () => {
      const before = strip.scrollLeft;
      await new Promise(requestAnimationFrame);
      expect(strip.scrollLeft).toBeLessThan(start);
      expect(strip.scrollLeft).toBe(before);
    });
    await expect(await within(navigation).findByRole('button', { name: 'Scroll topics right' })).toBeVisible();
  },
};

/**
 * On a phone (the visual run's 375 px, `phone` in e2e-storybook/visual-baseline.ts): the topic bar
 * scrolls, fading at its end (the phone's smaller trail, gaps and heading follow the screen's width,
 * which the browser test at 375 px checks).
 */
export const OnAPhone: Story = {
  tags: ['phone', '!test'],
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(true);
    const navigation = await canvas.findByRole('navigation', { name: '2024 Deployment navigation' });
    // The edges are measured after the bar is laid out.
    await waitFor(() => expect(navigation).toHaveAttribute('data-more-after', 'true'));
    await expect(within(navigation).getByRole('link', { name: 'Market Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
