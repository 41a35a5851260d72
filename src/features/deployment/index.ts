// Public API of the deployment feature. Data (the module configuration, its paths and look-ups) is
// exported as is, for route loaders and the shell's navigation; the pages are lazy, so importing the
// data never pulls a page's code into a bundle that does not show it.
import { lazy } from 'react';

export const HomePage = lazy(() => import('./home-page').then((module) => ({ default: module.HomePage })));
export const ModuleLandingPage = lazy(() =>
  import('./module-landing-page').then((module) => ({ default: module.ModuleLandingPage })),
);
export const DeploymentPage = lazy(() =>
  import('./deployment-page').then((module) => ({ default: module.DeploymentPage })),
);
export const SolutionDetailPage = lazy(() =>
  import('./solution-detail-page').then((module) => ({ default: module.SolutionDetailPage })),
);

export { portalModules, type PortalModule, type Deployment, type DeploymentTopic, type TopicContent } from './modules';
// The dashboards' metrics: loaded with the pages that use them (a report page, the glossary, the
// palette), never with the shell or home.
export type { DashboardMetrics, DashboardPageMetrics } from './dashboard-metrics';
export const loadDashboardMetrics = () => import('./dashboard-metrics').then((module) => module.dashboardMetrics);
export { deploymentPath, modulePath, topicPath } from './lib/paths';
export { findDeployment2024, findModule, resolveTopic, type ResolvedTopic } from './lib/slugs';
export { topicKindLabel } from './lib/topic-kind';
export { HOME_PAGE_TITLE } from './constants';
export type { ContinueTarget } from './home-page';
