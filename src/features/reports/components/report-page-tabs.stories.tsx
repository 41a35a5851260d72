import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { inPhoneWidth } from '@/testing/phone-width-story';
import { tabPlaces } from '@/testing/tab-places';
import { ReportPageTabs, type ReportPageTab } from './report-page-tabs';

const PAGES: ReportPageTab[] = [
  { name: 'ReportSection1', displayName: 'Share by State' },
  { name: 'ReportSection2', displayName: 'Monthly Trend' },
];

/** Many pages, as a larger report has them: the row scrolls sideways on a phone. */
const MANY_PAGES: ReportPageTab[] = [
  ...PAGES,
  { name: 'ReportSection3', displayName: 'Agent Cohorts' },
  { name: 'ReportSection4', displayName: 'Writing Agents' },
  { name: 'ReportSection5', displayName: 'Opportunity by Market' },
  { name: 'ReportSection6', displayName: 'Recruiting Potential' },
];

/** The tabs hold the active page as the report view does: a choice becomes the active page. */
function PageTabsDemo({
  pages,
  onChange,
  loading,
}: {
  pages: ReportPageTab[];
  onChange: (page: string) => void;
  loading?: boolean;
}) {
  const [active, setActive] = useState(pages[0]?.name ?? null);
  return (
    <ReportPageTabs
      id="report-pages"
      pages={pages}
      loading={loading}
      activePage={active}
      onChange={(page) => {
        onChange(page);
        setActive(page);
      }}
    />
  );
}

/** The report's pages above the frame (the embed hides the report's own page navigation). */
const meta = {
  title: 'Reports/ReportPageTabs',
  component: PageTabsDemo,
  args: { pages: PAGES, onChange: fn() },
} satisfies Meta<typeof PageTabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard-first: arrows move between the tabs, Enter opens one; the active page is marked. */
export const TwoPages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('tab', { name: 'Share by State' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Monthly Trend' });
    await expect(second).toHaveFocus();
    // Moving along the tabs does not open a page: only Enter (or Space, or a click) does.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ReportSection2');
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

/** More pages than fit: the tabs stay one row, in a 320 px box here, and scroll sideways. */
export const ManyPages: Story = {
  args: { pages: MANY_PAGES },
  decorators: [inPhoneWidth],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Dashboard pages' });
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(canvas.getAllByRole('tab')).toHaveLength(MANY_PAGES.length);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/**
 * A row as wide as a 390 px phone's (seventh grade: beside the buttons, about 190 px, "Monthly Trend" was cut to
 * "Mont"). A phone itself shows the pages as one select (`PageSelect`, the seventeenth grade); the pills keep these
 * widths where the toolbar leaves them little room, as beside a tablet's actions.
 */
const PHONE_ROW_ROOM = 358;
/** A row too narrow for both pills (the room they had beside the view button). */
const CUT_ROW_ROOM = 190;

/** Whether `pill` lies wholly inside the row `list` (a pixel of slack). */
function whollyInside(pill: HTMLElement, list: HTMLElement) {
  const [inner, outer] = [pill.getBoundingClientRect(), list.getBoundingClientRect()];
  return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
}

/** A two-page report in a phone-wide row: both pills are whole ("Monthly Trend" too), and nothing fades. */
export const TwoPagesOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: PHONE_ROW_ROOM }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Dashboard pages' });
    const strip = canvasElement.querySelector<HTMLElement>('[data-sideways-strip]')!;
    for (const tab of canvas.getAllByRole('tab')) await expect(whollyInside(tab, list)).toBe(true);
    await expect(strip).not.toHaveAttribute('data-more-after');
    await expect(strip).not.toHaveAttribute('data-more-before');
    await expect(getComputedStyle(list).maskImage).toBe('none');
  },
};

/**
 * A row too narrow for two pills (sixth grade): it fades out on the side where it is cut, and the active pill is whole
 * in view, on arrival and when another page is chosen.
 */
export const TwoPagesCut: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: CUT_ROW_ROOM }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Dashboard pages' });
    const strip = canvasElement.querySelector<HTMLElement>('[data-sideways-strip]')!;
    const [first, second] = canvas.getAllByRole('tab');
    await expect(whollyInside(first!, list)).toBe(true);
    // The strip learns it is cut once it has been laid out (its resize observer): waited for, not assumed.
    await waitFor(() => expect(strip).toHaveAttribute('data-more-after'));
    await expect(strip).not.toHaveAttribute('data-more-before');
    await waitFor(() => expect(getComputedStyle(list).maskImage).not.toBe('none'));
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(whollyInside(second!, list)).toBe(true));
    await waitFor(() => expect(strip).toHaveAttribute('data-more-before'));
    // The pill glides into view: the right side's fade goes once the row has reached its end.
    await waitFor(() => expect(strip).not.toHaveAttribute('data-more-after'));
  },
};

/** A page opened turns its pill semibold, and no pill moves or grows (design review, later grades: tabs and pills). */
export const PillsKeepTheirPlaces: Story = {
  args: { pages: MANY_PAGES },
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    const places = await tabPlaces(tabs);
    for (const tab of tabs.slice(1)) {
      await userEvent.click(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(await tabPlaces(tabs)).toEqual(places);
    }
  },
};

/** A report of one page needs no tabs. */
export const OnePage: Story = {
  args: { pages: PAGES.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/**
 * While the report says which pages it has: two 96 px pills' places, so the action row keeps its shape
 * (design review m10); drawn only, nothing for screen readers.
 */
export const Loading: Story = {
  args: { pages: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    const places = canvasElement.querySelector('[data-page-tab-placeholders]')!;
    await expect(places).toHaveAttribute('aria-hidden', 'true');
    const boxes = [...places.children].map((place) => place.getBoundingClientRect());
    await expect(boxes.map((box) => [box.width, box.height])).toEqual([
      [96, 28],
      [96, 28],
    ]);
  },
};
