import { describe, expect, it } from 'vitest';
import { performanceMetricGroups } from './performance-metrics';

/**
 * The glossary of R3.13-R3.18, written from docs/requirements.md (not from the data): every group in order,
 * every metric with its shorthand expanded, and exactly the entries it marks (KPI).
 */
const SPEC_GLOSSARY: { title: string; metrics: string[]; kpis: string[] }[] = [
  {
    title: 'Sales Pipeline',
    // Counts: Client Meetings/Calls; Client Prospects (KPI); Client Submissions (KPI); Clients Declined;
    // Clients Withdrawn; Clients Issued; Clients Not Taken; Clients Placed.
    // Ratios: Submission-to-Prospect (KPI), Decline, Withdrawn, Issue (KPI), Sold, Not Taken, Placement (KPI).
    metrics: [
      'Client Meetings/Calls',
      'Client Prospects',
      'Client Submissions',
      'Clients Declined',
      'Clients Withdrawn',
      'Clients Issued',
      'Clients Not Taken',
      'Clients Placed',
      'Submission-to-Prospect Ratio',
      'Decline Ratio',
      'Withdrawn Ratio',
      'Issue Ratio',
      'Sold Ratio',
      'Not Taken Ratio',
      'Placement Ratio',
    ],
    kpis: ['Client Prospects', 'Client Submissions', 'Submission-to-Prospect Ratio', 'Issue Ratio', 'Placement Ratio'],
  },
  {
    title: 'Sales Production',
    metrics: [
      'Policy Submissions',
      'Sold Policies',
      'Operational Placement Ratio',
      'Weighted Sales',
      'Unweighted Sales',
      'Sold Face Amount',
      'Average Policy Size',
      'Average Sold Face Amount',
      'Sold Policies to New Customers',
      'Sold Policies to Inforce Customers',
      'New Business Ratio',
      'Cross-Sell Ratio',
      'Product Ratio',
    ],
    kpis: ['Sold Policies', 'Weighted Sales', 'Average Policy Size', 'Cross-Sell Ratio', 'Product Ratio'],
  },
  {
    title: 'Inforce & Customer Penetration',
    metrics: [
      'Inforce Clients',
      'Inforce Policies',
      'Inforce Products',
      'Inforce Premium',
      'Inforce Face Amount',
      'Policies per Client',
      'Products per Client',
      'Premium per Client',
      'Average Inforce Face Amount',
      'Multi-Policy Clients',
      'Multi-Policy Ratio',
      'Multi-Product Clients',
      'Multi-Product Ratio',
      'Terminated Policies',
      'Terminated Premium',
      'Policy Lapse Ratio',
      'Premium Lapse Ratio',
    ],
    kpis: ['Inforce Clients', 'Products per Client', 'Multi-Product Ratio', 'Policy Lapse Ratio'],
  },
  {
    title: 'Product Mix',
    // Care Solutions and Annuity mixes for sold policies, weighted sales, inforce premium, inforce policies
    // and agent ratio.
    metrics: [
      'Care Solutions Sold Policy Mix',
      'Annuity Sold Policy Mix',
      'Care Solutions Weighted Sales Mix',
      'Annuity Weighted Sales Mix',
      'Care Solutions Inforce Premium Mix',
      'Annuity Inforce Premium Mix',
      'Care Solutions Inforce Policy Mix',
      'Annuity Inforce Policy Mix',
      'Care Solutions Agent Ratio',
      'Annuity Agent Ratio',
    ],
    kpis: ['Care Solutions Sold Policy Mix', 'Care Solutions Inforce Policy Mix', 'Care Solutions Agent Ratio'],
  },
  {
    title: 'Agents & Recruiting',
    metrics: [
      'Active Agents',
      'Non-Producing Agents',
      'Producing Agents',
      'Producing Ratio',
      'Average Agent Production',
      'High Producing Agents',
      'Low Producing Agents',
      'High Producing Agent Ratio',
      'Low Producing Agent Ratio',
      'Agent Attrition',
      'Agent Attrition Rate',
      'New Agents Recruited',
      'Net Agents Added',
      'Average Agent Tenure',
    ],
    kpis: [
      'Active Agents',
      'Producing Ratio',
      'High Producing Agent Ratio',
      'Low Producing Agent Ratio',
      'Agent Attrition Rate',
      'Net Agents Added',
    ],
  },
  {
    title: 'Implied Metrics & Ratios',
    metrics: [
      'Market Size',
      'Market Share',
      'Market Agents',
      'Agent Share',
      'Relevant Households',
      'Submission Share',
      'Client Share',
    ],
    kpis: [],
  },
];

/** R3.11, from the specification: "The full descriptions and KPI flags of the entries after Market Size and Market Share are not shown." */
const UNDESCRIBED_BY_SPEC = ['Market Agents', 'Agent Share', 'Relevant Households', 'Submission Share', 'Client Share'];

function descriptionOf(name: string): string {
  const item = performanceMetricGroups.flatMap((group) => group.items).find((entry) => entry.name === name);
  if (!item) throw new Error(`No metric named ${name}`);
  return item.description;
}

describe('performanceMetricGroups (the metric glossary)', () => {
  it('gives no description where R3.11 gives none (the entries after Market Size and Market Share)', () => {
    for (const name of UNDESCRIBED_BY_SPEC) {
      expect(descriptionOf(name)).toBe('');
    }
    expect(descriptionOf('Market Share')).not.toBe('');
  });

  it('has the six groups of R3.10, in order', () => {
    expect(performanceMetricGroups.map((group) => group.title)).toEqual(SPEC_GLOSSARY.map((group) => group.title));
  });

  it.each(SPEC_GLOSSARY)('$title lists every metric of the requirements and flags exactly its KPIs', (spec) => {
    const group = performanceMetricGroups.find((entry) => entry.title === spec.title)!;
    expect(group.items.map((item) => item.name)).toEqual(spec.metrics);
    expect(group.items.filter((item) => item.kpi_priority).map((item) => item.name)).toEqual(spec.kpis);
  });

  it('flags 23 KPIs in all, and every metric the requirements describe has a description of its own', () => {
    const items = performanceMetricGroups.flatMap((group) => group.items);
    expect(items.filter((item) => item.kpi_priority)).toHaveLength(23);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    for (const item of items.filter((entry) => !UNDESCRIBED_BY_SPEC.includes(entry.name))) {
      expect(item.description.trim().length, item.name).toBeGreaterThan(10);
      expect(typeof item.kpi_priority, item.name).toBe('boolean');
    }
  });

  it('defines ratios over the rate windows of R3.12', () => {
    for (const name of ['Submission-to-Prospect Ratio', 'Issue Ratio', 'Placement Ratio', 'Agent Attrition Rate']) {
      expect(descriptionOf(name)).toContain('over the reporting period or the last 12 months');
    }
  });

  it('bases the lapse ratios on the inforce figure at the start of the reporting period', () => {
    expect(descriptionOf('Policy Lapse Ratio')).toMatch(/Inforce Policies at the start of the reporting period/);
    expect(descriptionOf('Premium Lapse Ratio')).toMatch(/Inforce Premium at the start of the reporting period/);
  });

  it('lags submissions by 3 months in the operational placement ratio', () => {
    expect(descriptionOf('Operational Placement Ratio')).toContain('3-month lag on submissions');
  });

  it('uses the producing, high and low producing agent thresholds of section 9', () => {
    expect(descriptionOf('Producing Agents')).toContain('at least one sold policy in the last 12 months');
    expect(descriptionOf('Non-Producing Agents')).toContain('no sold policy in the last 12 months');
    expect(descriptionOf('High Producing Agents')).toContain('weighted sales above $50K in the last 12 months');
    expect(descriptionOf('Low Producing Agents')).toContain('weighted sales below $10K in the last 12 months');
  });

  it('defines sales and market share as R3.18 does', () => {
    expect(descriptionOf('Sold Policies')).toContain('by paid date');
    expect(descriptionOf('Policy Submissions')).toContain('by received date');
    expect(descriptionOf('Weighted Sales')).toContain('Annual premium equivalent');
    expect(descriptionOf('Unweighted Sales')).toContain('Gross premium and deposits');
    expect(descriptionOf('Market Share')).toBe(
      'Weighted Sales / Market Size for life; Unweighted Sales / Market Size for annuities.',
    );
  });
});
