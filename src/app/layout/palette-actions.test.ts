import { describe, expect, it } from 'vitest';
import { portalModules } from '@/features/deployment';
import { performanceMetricGroups } from '@/features/metrics';
import { TOPIC_PAGES } from '@/testing/topic-pages';
import { loadSeenInDashboards } from '../dashboard-definitions/seen-in-dashboards';
import { filterPaletteEntries, paletteEntries } from './palette-actions';

const seenInDashboards = await loadSeenInDashboards();
const entries = paletteEntries(portalModules, performanceMetricGroups, seenInDashboards);

describe('the command palette entries', () => {
  it('hold the pages, every topic with its kind, all 76 metrics and the account actions', () => {
    const groups = (name: string) => entries.filter((entry) => entry.group === name);
    expect(groups('Pages').map((entry) => entry.label)).toEqual(['Home', 'Sales Analytics 2024', '2024 Deployment']);
    expect(groups('Topics').map((entry) => entry.label)).toEqual(TOPIC_PAGES.map(({ title }) => title));
    expect(groups('Topics').find((entry) => entry.label === 'Quick Wins')?.description).toMatch(/^Presentation · /);
    expect(groups('Metrics')).toHaveLength(76);
    expect(groups('Account').map((entry) => entry.label)).toEqual(
      expect.arrayContaining(['Your Profile', 'Change Password', 'Sign Out']),
    );
  });

  it('open the glossary at a chosen metric', () => {
    const tenure = entries.find((entry) => entry.label === 'Average Agent Tenure');
    expect(tenure?.target).toEqual({
      kind: 'navigate',
      to: '/sales-2024/metrics-for-performance-tracking',
      hash: 'metric-average-agent-tenure',
    });
  });
});

describe('a metric in the command palette', () => {
  it('offers its definition and the dashboard pages showing it, each opening that report page', () => {
    const found = filterPaletteEntries(entries, 'market share');
    expect(found.find((entry) => entry.group === 'Metrics')?.label).toBe('Market Share');
    // Named by the metric, so its pages come before pages that only mention the words.
    const onDashboards = found.filter((entry) => entry.group === 'On dashboards');
    expect(onDashboards[0]).toMatchObject({
      label: 'Market Share',
      description: 'Dashboard page · Market Intelligence › Share by State',
    });
    expect(onDashboards[0]?.target).toEqual({
      kind: 'navigate',
      to: '/sales-2024/market-intelligence',
      search: { page: 'ReportSection1' },
    });
  });

  it('offers every page a metric is seen in, and none for a metric no dashboard shows', () => {
    const pages = (name: string) => entries.filter((entry) => entry.group === 'On dashboards' && entry.label === name);
    expect(pages('Weighted Sales').map((entry) => entry.description)).toContain(
      'Dashboard page · Market Intelligence › Monthly Trend',
    );
    expect(pages('Weighted Sales')).toHaveLength(seenInDashboards('Weighted Sales').length);
    expect(pages('Client Meetings/Calls')).toEqual([]);
  });
});

describe('filterPaletteEntries', () => {
  it('finds a metric by a word of its description', () => {
    expect(filterPaletteEntries(entries, 'contracting').map((entry) => entry.label)).toEqual(['Average Agent Tenure']);
  });

  it('needs every word, in any order, and ranks name matches first', () => {
    const found = filterPaletteEntries(entries, 'ratio lapse').filter((entry) => entry.group === 'Metrics');
    expect(found.map((entry) => entry.label).slice(0, 2)).toEqual(['Policy Lapse Ratio', 'Premium Lapse Ratio']);
    expect(filterPaletteEntries(entries, 'quick')[0]?.label).toBe('Quick Wins');
  });

  it('leaves the metrics out until the user types', () => {
    const shown = filterPaletteEntries(entries, ' ');
    expect(shown.some((entry) => entry.group === 'Metrics' || entry.group === 'On dashboards')).toBe(false);
  });
});
