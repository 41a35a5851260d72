// Public API of the deployment feature: the logged-in shell, home, the 2024 deployment pages, the
// not-found page, and what other features reuse (breadcrumbs, page title, the module configuration).
export { AppShell } from './app-shell';
export { HomePage } from './home-page';
export { ModuleLandingPage } from './module-landing-page';
export { DeploymentPage } from './deployment-page';
export { SolutionDetailPage } from './solution-detail-page';
export { NotFoundPage } from './not-found-page';
export { PageBreadcrumbs, type BreadcrumbItem } from './components/page-breadcrumbs';
export { usePageView } from './hooks/use-page-view';
export { portalModules, type PortalModule, type Deployment, type DeploymentTopic } from './modules';
