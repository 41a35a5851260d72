import type { DashboardMetrics } from './dashboard-metrics';

/**
 * The demo reports' mapping (the mock report host's dashboards, src/mocks/report-host/dashboards.ts):
 * which glossary metrics each of their pages shows, by visual title and by data field, written by hand
 * because the demo's cards ("Year to date") name several metrics no title says. Only a build with the
 * mock backend loads it (features/deployment/index.ts); a production build, showing the carrier's own
 * reports, never ships it and learns from the reports instead (docs/dashboards.md).
 * `src/app/dashboard-definitions` checks that every name here is a glossary entry.
 */
export const demoDashboardMetrics = {
  marketIntelligence: [
    {
      page: 'ReportSection1',
      displayName: 'Share by State',
      visuals: {
        'Year to date': ['Weighted Sales', 'Market Size', 'Market Share', 'Agent Share'],
        'Market share by state, carrier vs. 2023': ['Market Share'],
        'Sales against market, by state': ['Weighted Sales', 'Market Size', 'Market Share', 'Active Agents'],
      },
      fields: {
        'Weighted sales': 'Weighted Sales',
        'Market size': 'Market Size',
        'Market share': 'Market Share',
        'Agent share': 'Agent Share',
      },
    },
    {
      page: 'ReportSection2',
      displayName: 'Monthly Trend',
      visuals: { 'Weighted sales by month ($M), 2024 vs. 2023': ['Weighted Sales'] },
      fields: { 'Weighted sales': 'Weighted Sales' },
    },
  ],
  customerSegmentation: [
    {
      page: 'ReportSection1',
      displayName: 'Demographics',
      visuals: {
        'Inforce book': ['Inforce Clients', 'Products per Client', 'Multi-Product Ratio', 'Policy Lapse Ratio'],
        'Inforce clients by age band (thousands)': ['Inforce Clients'],
      },
      fields: {
        'Inforce clients': 'Inforce Clients',
        'Products per client': 'Products per Client',
        'Multi-product ratio': 'Multi-Product Ratio',
        'Policy lapse ratio': 'Policy Lapse Ratio',
      },
    },
    {
      page: 'ReportSection2',
      displayName: 'Product Basket',
      visuals: {
        'Clients by product basket (thousands)': ['Inforce Clients', 'Multi-Product Clients'],
        Segments: ['Inforce Clients', 'Policies per Client', 'Premium per Client', 'Multi-Product Ratio'],
      },
      fields: {
        'Inforce clients': 'Inforce Clients',
        'Policies per client': 'Policies per Client',
        'Avg. inforce premium': 'Premium per Client',
        'Multi-product': 'Multi-Product Ratio',
      },
    },
  ],
  agentProductivity: [
    {
      page: 'ReportSection1',
      displayName: 'Agent Cohorts',
      visuals: {
        'Last 12 months': ['Active Agents', 'Producing Ratio', 'High Producing Agent Ratio', 'Agent Attrition Rate'],
        'Average weighted sales per producing agent by tenure cohort ($K)': ['Average Agent Production'],
      },
      fields: {
        'Active agents': 'Active Agents',
        'Producing ratio': 'Producing Ratio',
        'High producing (> $50K)': 'High Producing Agent Ratio',
        'Agent attrition rate': 'Agent Attrition Rate',
        'Average agent production': 'Average Agent Production',
      },
    },
    {
      page: 'ReportSection2',
      displayName: 'Writing Agents',
      visuals: { 'Top writing agents': ['Weighted Sales', 'Sold Policies', 'Placement Ratio'] },
      fields: {
        'Weighted sales': 'Weighted Sales',
        'Sold policies': 'Sold Policies',
        'Placement ratio': 'Placement Ratio',
      },
    },
  ],
  salesOpportunity: [
    {
      page: 'ReportSection1',
      displayName: 'Opportunity by Market',
      visuals: {
        'Estimated incremental weighted sales by market ($M)': ['Weighted Sales'],
        'Underserved markets': ['Relevant Households'],
      },
      fields: { 'Relevant households': 'Relevant Households' },
    },
    {
      page: 'ReportSection2',
      displayName: 'Recruiting Potential',
      visuals: { 'Agents to recruit by classification': ['New Agents Recruited'] },
    },
  ],
} as const satisfies DashboardMetrics;
