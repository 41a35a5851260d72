import type { MetricGroup, MetricItem } from './types';

// The glossary's business constants (R9.7) stand here, not in constants.ts: Vite's config reads this file
// (VITE_HOME_KPIS names its metrics), and a config import must not import further files without extensions.
/** A high producing agent has weighted sales above this amount (USD) in the last 12 months. */
export const HIGH_PRODUCING_AGENT_WEIGHTED_SALES_USD = 50_000;

/** A low producing agent has weighted sales below this amount (USD) in the last 12 months. */
export const LOW_PRODUCING_AGENT_WEIGHTED_SALES_USD = 10_000;

/** The operational placement ratio compares sales with the submissions of this many months earlier. */
export const OPERATIONAL_PLACEMENT_LAG_MONTHS = 3;

/** `50_000` -> `$50K`, as the thresholds are written in R9.2 and the presentation. */
function usdThousands(amount: number): string {
  return `$${amount / 1000}K`;
}

// Rate windows (R3.12): every ratio and rate is measured over the reporting period or the
// last 12 months; counts and amounts are for the reporting period unless a definition says otherwise.
const RATE_WINDOW = 'over the reporting period or the last 12 months';
const LAST_12_MONTHS = 'in the last 12 months';
const LAPSE_BASE = 'at the start of the reporting period';
const HIGH = usdThousands(HIGH_PRODUCING_AGENT_WEIGHTED_SALES_USD);
const LOW = usdThousands(LOW_PRODUCING_AGENT_WEIGHTED_SALES_USD);

/** A description or calculation we propose (the requirements name the metric only): see `docs/glossary.md`. */
function metric(name: string, description = '', kpi_priority = false): MetricItem {
  return { name, description, kpi_priority, source: 'proposed' };
}
const kpi = (name: string, description: string) => metric(name, description, true);
/**
 * An entry whose description is the requirements' own (R3.x gives it in brackets, written out here in
 * full), or whose name alone the requirements give (the five Implied Metrics shown without one).
 */
const fromSpec = (item: MetricItem): MetricItem => ({ ...item, source: 'spec' });

/**
 * The metric glossary of R3.10-R3.18 (KPI = prioritized), one group per metric category.
 * The requirements list the metrics in shorthand; each is expanded here into its full name with a description
 * or calculation consistent with R3.12, R4.14 and R9.1-R9.3. The sales pipeline runs: submitted, then declined,
 * withdrawn or issued; issued then placed or not taken (R4.14).
 */
export const performanceMetricGroups: MetricGroup[] = [
  {
    title: 'Sales Pipeline',
    items: [
      metric('Client Meetings/Calls', 'Number of client meetings and calls held by agents in the reporting period.'),
      kpi(
        'Client Prospects',
        'Number of clients who received a quote or an illustration (prospects) in the reporting period.',
      ),
      kpi(
        'Client Submissions',
        'Number of clients with at least one application submitted (by received date) in the reporting period.',
      ),
      metric('Clients Declined', 'Number of submitted clients whose application was declined by underwriting.'),
      metric(
        'Clients Withdrawn',
        'Number of submitted clients whose application was withdrawn or closed as incomplete before a decision.',
      ),
      metric('Clients Issued', 'Number of submitted clients whose policy was approved and issued.'),
      metric('Clients Not Taken', 'Number of issued clients who did not accept or pay for the issued policy.'),
      metric('Clients Placed', 'Number of issued clients who accepted the policy and paid the first premium.'),
      kpi('Submission-to-Prospect Ratio', `Client Submissions / Client Prospects, ${RATE_WINDOW}.`),
      metric('Decline Ratio', `Clients Declined / Client Submissions, ${RATE_WINDOW}.`),
      metric('Withdrawn Ratio', `Clients Withdrawn / Client Submissions, ${RATE_WINDOW}.`),
      kpi('Issue Ratio', `Clients Issued / Client Submissions, ${RATE_WINDOW}.`),
      metric(
        'Sold Ratio',
        `Clients Placed / Client Submissions: the share of submitted clients who end up buying, ${RATE_WINDOW}.`,
      ),
      metric('Not Taken Ratio', `Clients Not Taken / Clients Issued, ${RATE_WINDOW}.`),
      kpi('Placement Ratio', `Clients Placed / Clients Issued, ${RATE_WINDOW}.`),
    ],
  },
  {
    title: 'Sales Production',
    items: [
      fromSpec(metric('Policy Submissions', 'Number of policy applications submitted, counted by received date.')),
      fromSpec(kpi('Sold Policies', 'Number of policies sold, counted by paid date (first premium received).')),
      metric(
        'Operational Placement Ratio',
        `Sold Policies / Policy Submissions of ${OPERATIONAL_PLACEMENT_LAG_MONTHS} months earlier ` +
          `(a ${OPERATIONAL_PLACEMENT_LAG_MONTHS}-month lag on submissions, the time a case takes from ` +
          `receipt to payment), ${RATE_WINDOW}.`,
      ),
      kpi(
        'Weighted Sales',
        'Annual premium equivalent (APE) of sold policies: annualized recurring premium plus 10% of ' +
          'single premiums and deposits.',
      ),
      fromSpec(
        metric('Unweighted Sales', 'Gross premium and deposits of sold policies, single premiums counted in full.'),
      ),
      metric('Sold Face Amount', 'Total face amount (death benefit) of sold life and care policies.'),
      kpi('Average Policy Size', 'Weighted Sales / Sold Policies.'),
      metric('Average Sold Face Amount', 'Sold Face Amount / sold policies that carry a face amount.'),
      metric(
        'Sold Policies to New Customers',
        'Sold policies whose owner held no inforce policy with the carrier at the time of sale.',
      ),
      metric(
        'Sold Policies to Inforce Customers',
        'Sold policies whose owner already held at least one inforce policy with the carrier at the time of sale.',
      ),
      metric('New Business Ratio', `Sold Policies to New Customers / Sold Policies, ${RATE_WINDOW}.`),
      kpi('Cross-Sell Ratio', `Sold Policies to Inforce Customers / Sold Policies, ${RATE_WINDOW}.`),
      kpi(
        'Product Ratio',
        'Distinct products sold per buying client: the number of different products sold to each client, ' +
          `summed over clients, / clients with a sold policy, ${RATE_WINDOW}.`,
      ),
    ],
  },
  {
    title: 'Inforce & Customer Penetration',
    items: [
      kpi('Inforce Clients', 'Number of clients holding at least one inforce policy at the end of the period.'),
      metric('Inforce Policies', 'Number of inforce policies at the end of the period.'),
      metric(
        'Inforce Products',
        'Number of distinct products held by inforce clients at the end of the period, summed over clients.',
      ),
      metric('Inforce Premium', 'Annualized premium of inforce policies at the end of the period.'),
      metric('Inforce Face Amount', 'Total face amount of inforce life and care policies at the end of the period.'),
      metric('Policies per Client', 'Inforce Policies / Inforce Clients.'),
      kpi('Products per Client', 'Inforce Products / Inforce Clients.'),
      metric('Premium per Client', 'Inforce Premium / Inforce Clients.'),
      metric('Average Inforce Face Amount', 'Inforce Face Amount / inforce policies that carry a face amount.'),
      metric('Multi-Policy Clients', 'Number of inforce clients holding two or more inforce policies.'),
      metric('Multi-Policy Ratio', 'Multi-Policy Clients / Inforce Clients.'),
      metric('Multi-Product Clients', 'Number of inforce clients holding inforce policies of two or more products.'),
      kpi('Multi-Product Ratio', 'Multi-Product Clients / Inforce Clients.'),
      metric(
        'Terminated Policies',
        'Number of policies lapsed or surrendered in the reporting period (deaths and maturities excluded).',
      ),
      metric('Terminated Premium', 'Annualized premium of the policies terminated in the reporting period.'),
      kpi('Policy Lapse Ratio', `Terminated Policies / Inforce Policies ${LAPSE_BASE}, ${RATE_WINDOW}.`),
      metric('Premium Lapse Ratio', `Terminated Premium / Inforce Premium ${LAPSE_BASE}, ${RATE_WINDOW}.`),
    ],
  },
  {
    title: 'Product Mix',
    items: [
      kpi('Care Solutions Sold Policy Mix', 'Care Solutions Sold Policies / Sold Policies.'),
      metric('Annuity Sold Policy Mix', 'Annuity Sold Policies / Sold Policies.'),
      metric('Care Solutions Weighted Sales Mix', 'Care Solutions Weighted Sales / Weighted Sales.'),
      metric('Annuity Weighted Sales Mix', 'Annuity Weighted Sales / Weighted Sales.'),
      metric('Care Solutions Inforce Premium Mix', 'Care Solutions Inforce Premium / Inforce Premium.'),
      metric('Annuity Inforce Premium Mix', 'Annuity Inforce Premium / Inforce Premium.'),
      kpi('Care Solutions Inforce Policy Mix', 'Care Solutions Inforce Policies / Inforce Policies.'),
      metric('Annuity Inforce Policy Mix', 'Annuity Inforce Policies / Inforce Policies.'),
      kpi(
        'Care Solutions Agent Ratio',
        `Producing Agents with at least one Care Solutions sale ${LAST_12_MONTHS} / Producing Agents.`,
      ),
      metric(
        'Annuity Agent Ratio',
        `Producing Agents with at least one annuity sale ${LAST_12_MONTHS} / Producing Agents.`,
      ),
    ],
  },
  {
    title: 'Agents & Recruiting',
    items: [
      kpi('Active Agents', 'Number of agents under contract (appointed and not terminated) at the end of the period.'),
      metric('Non-Producing Agents', `Active Agents with no sold policy ${LAST_12_MONTHS}.`),
      metric('Producing Agents', `Active Agents with at least one sold policy ${LAST_12_MONTHS}.`),
      kpi('Producing Ratio', 'Producing Agents / Active Agents.'),
      metric('Average Agent Production', `Weighted Sales ${LAST_12_MONTHS} / Producing Agents.`),
      metric('High Producing Agents', `Producing Agents with weighted sales above ${HIGH} ${LAST_12_MONTHS}.`),
      metric('Low Producing Agents', `Producing Agents with weighted sales below ${LOW} ${LAST_12_MONTHS}.`),
      kpi('High Producing Agent Ratio', 'High Producing Agents / Producing Agents.'),
      kpi('Low Producing Agent Ratio', 'Low Producing Agents / Producing Agents.'),
      metric('Agent Attrition', 'Number of agents whose contract was terminated in the reporting period.'),
      kpi('Agent Attrition Rate', `Agent Attrition / Active Agents at the start of the period, ${RATE_WINDOW}.`),
      metric('New Agents Recruited', 'Number of agents newly contracted in the reporting period.'),
      kpi('Net Agents Added', 'New Agents Recruited minus Agent Attrition in the reporting period.'),
      metric('Average Agent Tenure', 'Average time since contracting of Active Agents, in years.'),
    ],
  },
  {
    title: 'Implied Metrics & Ratios',
    items: [
      metric(
        'Market Size',
        'Industry sales in the carrier’s markets from market data: weighted sales for life products, ' +
          'unweighted sales (premium and deposits) for annuities.',
      ),
      fromSpec(
        metric('Market Share', 'Weighted Sales / Market Size for life; Unweighted Sales / Market Size for annuities.'),
      ),
      // The requirements give no descriptions or KPI flags of the five entries below: they are shown,
      // as R3.11 gives them, with their names alone, and the flags stay off.
      fromSpec(metric('Market Agents')),
      fromSpec(metric('Agent Share')),
      fromSpec(metric('Relevant Households')),
      fromSpec(metric('Submission Share')),
      fromSpec(metric('Client Share')),
    ],
  },
];
