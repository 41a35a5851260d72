// Public API of the deployment feature. Data (the module configuration, its paths and look-ups) is
// exported as is, for route loaders and the shell's navigation; the pages are lazy, so importing the
// data never pulls a page's code into a bundle that does not show it.
import { lazy } from 'react';
import { lazyPage, onDemand } from '@/shared/ui/lazy-page';

export const HomePage = lazy(() => import('./home-page').then((module) => ({ default: module.HomePage })));
export const ModuleLandingPage = lazy(() =>
  import('./module-landing-page').then((module) => ({ default: module.ModuleLandingPage })),
);
export const DeploymentPage = lazy(() =>
  import('./deployment-page').then((module) => ({ default: module.DeploymentPage })),
);
/** The topic page's code: its route's loader asks for it first (docs/performance.md). */
const solutionDetailPage = onDemand(() => import('./solution-detail-page'));
export const loadSolutionDetailPage = solutionDetailPage.load;
export const SolutionDetailPage = lazyPage(solutionDetailPage, (module) => module.SolutionDetailPage);

export { portalModules, type PortalModule, type Deployment, type DeploymentTopic, type TopicContent } from './modules';
// The demo reports' metrics: loaded with the pages that use them (a report page, the glossary, the
// palette), never with the shell or home; and only in a build with the mock backend. Vite replaces
// `import.meta.env.VITE_ENABLE_MOCKS` by its literal, so a production build drops the import and the
// demo's page names and visual titles with it: the carrier's reports are not the demo's (null: learn
// what each shows from the report itself).
import type { DashboardMetrics } from './dashboard-metrics';
export type { DashboardMetrics, DashboardPageMetrics } from './dashboard-metrics';
export const loadDashboardMetrics = (): Promise<DashboardMetrics | null> =>
  import.meta.env.VITE_ENABLE_MOCKS === 'true'
    ? import('./demo-dashboard-metrics').then((module) => module.demoDashboardMetrics)
    : Promise.resolve(null);
export { deploymentPath, modulePath, topicPath } from './lib/paths';
export { findDeployment2024, findModule, resolveTopic, type ResolvedTopic } from './lib/slugs';
export { topicKindLabel } from './lib/topic-kind';
export { HOME_PAGE_TITLE } from './constants';
export type { ContinueTarget, SupportContacts } from './home-page';
export { WELCOME_HEADING } from './constants';
