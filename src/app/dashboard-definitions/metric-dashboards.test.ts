import { describe, expect, it } from 'vitest';
import { loadDashboardMetrics, portalModules, type DashboardMetrics } from '@/features/deployment';
import { performanceMetricGroups, type MetricGroup } from '@/features/metrics';
import { MOCK_DASHBOARDS } from '@/mocks/report-host/dashboards';
import {
  definitionsForVisuals,
  glossaryNames,
  glossaryPath,
  metricDashboardPages,
  metricOfSelection,
  metricsNamedIn,
  pageFromReport,
  pagesFromReport,
  unknownMappedMetrics,
} from './metric-dashboards';

// The unit tests build with the mock backend (.env.demo), so the demo's mapping loads.
const dashboardMetrics = (await loadDashboardMetrics())!;

const item = (name: string) => ({
  name,
  description: `About ${name}.`,
  kpi_priority: false,
  source: 'proposed' as const,
});
const GLOSSARY: MetricGroup[] = [{ title: 'Group', items: [item('Alpha'), item('Beta'), item('Gamma')] }];

/** A report of two pages, as a topic's mapping writes it. */
const PAGES = [
  {
    page: 'One',
    displayName: 'First',
    visuals: { Cards: ['Beta', 'Alpha'], Bars: ['Alpha'] },
    fields: { beta: 'Beta' },
  },
  { page: 'Two', displayName: 'Second', visuals: { Table: ['Gamma'] } },
] as const;

const visual = (title: string) => ({ name: title.toLowerCase(), title, type: 'tableEx' });

describe('the configuration: every metric a dashboard page names is a glossary entry', () => {
  it('holds for the configured topics', () => {
    expect(unknownMappedMetrics(dashboardMetrics, performanceMetricGroups)).toEqual([]);
  });

  it('fails for a name the glossary lacks, saying where it is', () => {
    const mapping = {
      ...dashboardMetrics,
      salesOpportunity: [{ page: 'ReportSection9', displayName: 'Elsewhere', visuals: { Chart: ['Sold Ration'] } }],
    } satisfies DashboardMetrics;
    expect(unknownMappedMetrics(mapping, performanceMetricGroups)).toEqual([
      'salesOpportunity › Elsewhere: Sold Ration',
    ]);
  });

  it('names through a field only metrics its page lists by a visual (a click finds its entry in the panel)', () => {
    const mapping: DashboardMetrics = dashboardMetrics;
    for (const pages of Object.values(mapping)) {
      for (const page of pages) {
        const listed = new Set(Object.values(page.visuals).flat());
        for (const name of Object.values(page.fields ?? {}))
          expect(listed, `${page.displayName}: ${name}`).toContain(name);
      }
    }
  });

  it('has a glossary page to link to', () => {
    expect(glossaryPath(portalModules)).toBe('/sales-2024/metrics-for-performance-tracking');
  });
});

describe('definitionsForVisuals (the panel: the report says what its page shows)', () => {
  it('lists the entries of the mapped visuals in the page order, each once', () => {
    const items = definitionsForVisuals(PAGES, [visual('Cards'), visual('Bars')], GLOSSARY);
    expect(items.map((entry) => entry.name)).toEqual(['Beta', 'Alpha']);
    expect(items[0]).toBe(GLOSSARY[0]?.items[1]);
  });

  it('leaves out a visual with no mapping, and lists nothing for a page of unmapped visuals', () => {
    expect(definitionsForVisuals(PAGES, [visual('Slicer'), visual('Table')], GLOSSARY).map((e) => e.name)).toEqual([
      'Gamma',
    ]);
    expect(definitionsForVisuals(PAGES, [visual('Slicer'), visual('Text box')], GLOSSARY)).toEqual([]);
  });
});

describe('metricOfSelection (a click on a visual)', () => {
  it('takes the clicked data field when it is mapped, else the visual’s first metric', () => {
    expect(metricOfSelection(PAGES, { visual: visual('Cards'), fields: ['beta'] })).toBe('Beta');
    expect(metricOfSelection(PAGES, { visual: visual('Cards'), fields: ['unmapped', 'beta'] })).toBe('Beta');
    expect(metricOfSelection(PAGES, { visual: visual('Bars'), fields: ['unmapped'] })).toBe('Alpha');
    expect(metricOfSelection(PAGES, { visual: visual('Cards'), fields: [] })).toBe('Beta');
  });

  it('finds nothing for an unmapped visual', () => {
    expect(metricOfSelection(PAGES, { visual: visual('Slicer'), fields: ['Value'] })).toBeUndefined();
  });
});

describe('metricDashboardPages (the glossary’s "Seen in" and the palette)', () => {
  it('gives each metric the dashboard pages showing it, named "topic › page", opened at ?page=', () => {
    const pages = metricDashboardPages(portalModules, (reportKey) => dashboardMetrics[reportKey]);
    expect(pages.get('Weighted Sales')).toContainEqual({
      label: 'Market Intelligence › Monthly Trend',
      to: '/sales-2024/market-intelligence',
      page: 'ReportSection2',
    });
    expect(pages.get('Market Share')).toEqual([
      { label: 'Market Intelligence › Share by State', to: '/sales-2024/market-intelligence', page: 'ReportSection1' },
    ]);
    expect(pages.get('Client Meetings/Calls')).toBeUndefined();
  });
});

describe("the demo's mapping is the demo reports' (src/mocks/report-host/dashboards.ts)", () => {
  it('names only pages and visual titles the mock report host shows', () => {
    for (const [reportKey, pages] of Object.entries(dashboardMetrics)) {
      const dashboard = MOCK_DASHBOARDS[reportKey as keyof typeof MOCK_DASHBOARDS];
      for (const page of pages) {
        const shown = dashboard.pages.find((candidate) => candidate.name === page.page);
        expect(shown?.displayName, `${reportKey} › ${page.page}`).toBe(page.displayName);
        const titles = shown?.visuals.map((visual) => visual.title) ?? [];
        for (const title of Object.keys(page.visuals))
          expect(titles, `${reportKey} › ${page.displayName}`).toContain(title);
      }
    }
  });
});

describe("the carrier's reports: what a page shows is what the report says (R10.7)", () => {
  const names = glossaryNames(performanceMetricGroups);

  it('reads the glossary names a title says, whole and case aside, the longer of two at one place', () => {
    expect(metricsNamedIn('Market share by state, carrier vs. 2023', names)).toEqual(['Market Share']);
    expect(metricsNamedIn('Unweighted sales by month', names)).toEqual(['Unweighted Sales']);
    expect(metricsNamedIn('High producing agents and Active Agents', names)).toEqual([
      'High Producing Agents',
      'Active Agents',
    ]);
    expect(metricsNamedIn('Year to date', names)).toEqual([]);
  });

  it('claims a page only for the metrics its visuals name, and nothing before the report was seen', () => {
    const report = {
      pages: [
        { name: 'a1b2', displayName: 'Overview', visualTitles: ['Weighted sales by region', 'Year to date'] },
        { name: 'c3d4', displayName: 'Notes', visualTitles: ['About this report'] },
      ],
    };
    const pages = pagesFromReport(report, names);
    expect(pages).toEqual([
      {
        page: 'a1b2',
        displayName: 'Overview',
        visuals: { 'Weighted sales by region': ['Weighted Sales'] },
        fields: {},
      },
      { page: 'c3d4', displayName: 'Notes', visuals: {}, fields: {} },
    ]);
    const seen = metricDashboardPages(portalModules, (reportKey) => (reportKey === 'marketIntelligence' ? pages : []));
    expect(seen.get('Weighted Sales')).toEqual([
      { label: 'Market Intelligence › Overview', to: '/sales-2024/market-intelligence', page: 'a1b2' },
    ]);
    expect(seen.get('Market Share')).toBeUndefined();
    expect(metricDashboardPages(portalModules, () => pagesFromReport(null, names)).size).toBe(0);
  });

  it("takes a click's data field when it names a metric", () => {
    const page = pageFromReport({ name: 'p', displayName: 'P', visualTitles: ['Sales'] }, names, [
      'Sold policies',
      'Region',
    ]);
    expect(metricOfSelection([page], { visual: visual('Sales'), fields: ['Region', 'Sold policies'] })).toBe(
      'Sold Policies',
    );
  });
});
