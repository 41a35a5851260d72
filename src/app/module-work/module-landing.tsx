import { ModuleLandingPage, type PortalModule } from '@/features/deployment';
import { ModuleNumbers, ModuleRecentDashboards, ModuleSavedViews } from './module-work';

/**
 * /{project}-2024 as its route shows it: the deployment and its topics' cards (R2.15), with what only this page can
 * show, the person's numbers, recent dashboards and saved views of this module (features never import each other, so
 * the app composes the deployment feature's page with home's sections). The deployment page stays the plain topic list.
 */
export function ModuleLanding({ module }: { module: PortalModule }) {
  return (
    <ModuleLandingPage
      module={module}
      numbers={<ModuleNumbers module={module} />}
      recentDashboards={<ModuleRecentDashboards module={module} />}
      savedViews={<ModuleSavedViews module={module} />}
    />
  );
}
