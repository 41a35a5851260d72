import {
  IconBolt,
  IconChartBar,
  IconChartLine,
  IconRocket,
  IconTargetArrow,
  IconUsersGroup,
  IconUserStar,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
// Only a type from config: the browser tests read this list in Node, where there is no Vite environment.
import type { ReportTopicKey } from '@/config';

/**
 * The portal's navigation as typed data (R3.8): modules, the 2024
 * deployment and its topics. Pages, the rail, the breadcrumbs and the tests all read from here;
 * a dashboard topic names its report key (`config/report-topics.ts`), which brings its id and note.
 * Slugs keep their leading "/" as R2.5 writes them; `slugSegment` strips it for route params.
 */

/** A slug as R2.5 writes it: a leading "/" then one path segment. */
export type Slug = `/${string}`;

/**
 * What a topic's page shows. The route composes the matching feature view: an embedded Power BI
 * report (its id is never shown to the user, its note shows beside Full Screen), the Quick Wins PDF,
 * or the KPI glossary.
 */
export type TopicContent = DashboardContent | { kind: 'presentation' } | { kind: 'metrics' };

/** A dashboard topic names its report key; `config.reports[reportKey]` holds its report id and note. */
export interface DashboardContent {
  kind: 'dashboard';
  reportKey: ReportTopicKey;
}

function dashboard(reportKey: ReportTopicKey): DashboardContent {
  return { kind: 'dashboard', reportKey };
}

/** One topic of the 2024 deployment, rendered by the solution detail page. */
export interface DeploymentTopic {
  title: string;
  slug: Slug;
  icon: Icon;
  description: string;
  content: TopicContent;
}

/** A deployment card of a module's landing page; its title and value are remembered when chosen. */
export interface Deployment {
  title: string;
  slug: Slug;
  /** The value stored with the title when the user chooses this deployment. */
  value: string;
  icon: Icon;
  description: string;
  topics: readonly DeploymentTopic[];
}

/** A module: one home tile, one landing page at its slug. */
export interface PortalModule {
  /** The `{project}` of the `/{project}-2024` routes. */
  project: string;
  title: string;
  slug: Slug;
  icon: Icon;
  description: string;
  deployments: readonly Deployment[];
}

export const deployment2024Topics: readonly DeploymentTopic[] = [
  {
    title: 'Market Intelligence',
    slug: '/market-intelligence',
    icon: IconWorld,
    description: "Geographic comparison of the carrier's sales against market sales.",
    content: dashboard('marketIntelligence'),
  },
  {
    title: 'Customer Segmentation',
    slug: '/customer-segmentation',
    icon: IconUsersGroup,
    description: 'Inforce customers by demographics and product basket.',
    content: dashboard('customerSegmentation'),
  },
  {
    title: 'Agent Productivity',
    slug: '/agent-productivity',
    icon: IconUserStar,
    description: 'Performance by individual writing agent and by agent cohorts.',
    content: dashboard('agentProductivity'),
  },
  {
    title: 'Sales Opportunity',
    slug: '/sales-opportunity',
    icon: IconTargetArrow,
    description: 'Estimated incremental sales and recruiting potential in underserved markets.',
    content: dashboard('salesOpportunity'),
  },
  {
    title: 'Quick Wins',
    slug: '/quick-wins',
    icon: IconBolt,
    description: 'Summary of quick-win and medium-term levers, market classification and recruiting prioritization.',
    content: { kind: 'presentation' },
  },
  {
    title: 'Metrics for Performance Tracking',
    slug: '/metrics-for-performance-tracking',
    icon: IconChartBar,
    description: 'Recommended metrics and KPIs.',
    content: { kind: 'metrics' },
  },
];

export const deployment2024: Deployment = {
  title: '2024 Deployment',
  slug: '/2024-deployment',
  value: 'deployment2024',
  icon: IconRocket,
  description: 'The 2024 growth-planning engagement: its dashboards, the Quick Wins presentation and the KPIs.',
  topics: deployment2024Topics,
};

export const salesModule: PortalModule = {
  project: 'sales',
  title: 'Sales Analytics 2024',
  slug: '/sales-2024',
  icon: IconChartLine,
  description: 'Sales and market performance of the 2024 growth-planning engagement.',
  deployments: [deployment2024],
};

/** Every configured module: one home tile each. */
export const portalModules: readonly PortalModule[] = [salesModule];
