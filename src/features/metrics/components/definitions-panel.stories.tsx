import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inPhoneWidth } from '@/testing/phone-width-story';
import { PORTAL_MARK } from '@/testing/portal-mark';
import { GLOSSARY_TEXT } from '../constants';
import { performanceMetricGroups } from '../performance-metrics';
import { DefinitionsPanel } from './definitions-panel';

const GLOSSARY_PATH = '/sales-2024/metrics-for-performance-tracking';
const byName = (name: string) => performanceMetricGroups.flatMap((group) => group.items).find((i) => i.name === name)!;
/** What Market Intelligence's "Share by State" shows. */
const SHARE_BY_STATE = ['Weighted Sales', 'Market Size', 'Market Share', 'Agent Share', 'Active Agents'].map(byName);

/** A dashboard's "Definitions" panel: the glossary entries of the metrics the report page shows. */
const meta = {
  title: 'Metrics/DefinitionsPanel',
  component: DefinitionsPanel,
  args: { status: 'ready', pageName: 'Share by State', items: SHARE_BY_STATE, glossaryPath: GLOSSARY_PATH },
  parameters: { layout: 'padded', route: '/sales-2024/market-intelligence' },
  // As the dashboard's Definitions pane holds it: a box of the report's height that scrolls as one.
  decorators: [
    (Story) => (
      <div data-testid="pane" style={{ height: '16rem', maxWidth: 360, overflowY: 'auto', border: '1px solid' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DefinitionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several entries: name, Priority badge, description, a link into the glossary; Tab walks the links. */
export const SeveralEntries: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Metrics shown on Share by State' });
    await expect(list.querySelectorAll('li')).toHaveLength(SHARE_BY_STATE.length);
    await expect(canvas.getAllByText('Priority')).toHaveLength(SHARE_BY_STATE.filter((i) => i.kpi_priority).length);
    // An entry the glossary has not defined yet says so, as in the glossary, instead of a bare name.
    await expect(canvas.getAllByText(GLOSSARY_TEXT.noDefinition)).toHaveLength(
      SHARE_BY_STATE.filter((i) => !i.description).length,
    );
    const link = canvas.getByRole('link', { name: 'Market Share in the glossary' });
    await expect(link).toHaveAttribute('href', `${GLOSSARY_PATH}#metric-market-share`);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Weighted Sales in the glossary' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Market Size in the glossary' })).toHaveFocus();
  },
};

/**
 * A visual was clicked: its metric is tinted, labelled "From the visual you clicked" and scrolled into
 * the pane's view (the pane scrolls, not the page; the focus stays put). It carries the portal's mark,
 * as a glossary metric opened by its link does (design review, later grades: the glossary), in both schemes.
 */
export const ClickedVisual: Story = {
  args: { highlighted: { name: 'Active Agents' } },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('link', { name: 'Active Agents in the glossary' }).closest('li')!;
    await expect(entry).toHaveAttribute('data-highlighted', 'true');
    await expect(entry).toHaveTextContent('From the visual you clicked');
    await expect(getComputedStyle(entry).backgroundImage).toMatch(PORTAL_MARK);
    const pane = canvas.getByTestId('pane');
    // Measured once the layout has settled (fonts, styles): a busy machine's first measure came too early.
    await waitFor(() => {
      const [paneBox, entryBox] = [pane.getBoundingClientRect(), entry.getBoundingClientRect()];
      expect(entryBox.top).toBeGreaterThanOrEqual(paneBox.top - 1);
      expect(entryBox.bottom).toBeLessThanOrEqual(paneBox.bottom + 1);
    });
    await expect(pane.scrollTop).toBeGreaterThan(0);
  },
};

/** A page whose visuals the glossary does not define (a slicer, a text box): none listed, the glossary offered. */
export const NoneMapped: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No metric of the glossary is shown on this page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the glossary' })).toHaveAttribute('href', GLOSSARY_PATH);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The report is still loading, or its page's visuals are being read. */
export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading the metrics on this page…');
  },
};

/** The report failed to load: nothing to read, the glossary still offered. */
export const ReportFailed: Story = {
  args: { status: 'failed', items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The dashboard did not load, so the metrics on this page cannot be listed.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the glossary' })).toBeVisible();
  },
};

/** On a phone (320 px here): entries wrap; only the pane scrolls (one scroll, none inside it). */
export const Phone: Story = {
  decorators: [inPhoneWidth],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Metrics shown on Share by State' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(getComputedStyle(list).overflowY).toBe('visible');
  },
};
