import { useMemo } from 'react';
import type { PortalModule } from '@/features/deployment';
import { headlineKpiTiles, HomeKpis } from '../home/home-kpis';
import { RecentDashboards } from '../home/recent-dashboards';
import { SavedViewsAcrossReports } from '../home/saved-views-across-reports';
import { MODULE_WORK_TEXT } from './constants';

/**
 * The module's numbers: home's live headline KPIs (the same section, with its signed-out band, skeleton and failure),
 * only those its own dashboards show. Like home's, the tiles and powerbi-client load after the first paint, and only
 * for a person holding a dashboard token.
 */
export function ModuleNumbers({ module }: { module: PortalModule }) {
  const tiles = useMemo(() => headlineKpiTiles([module]), [module]);
  return <HomeKpis tiles={tiles} />;
}

/** The dashboards of this module the person opened last: home's recent list, from the same record, filtered. */
export function ModuleRecentDashboards({ module }: { module: PortalModule }) {
  return <RecentDashboards module={module} text={MODULE_WORK_TEXT.recent(module.title)} />;
}

/** The person's saved views of this module's dashboards: home's list, asked of this module's reports only. */
export function ModuleSavedViews({ module }: { module: PortalModule }) {
  return <SavedViewsAcrossReports module={module} text={MODULE_WORK_TEXT.saved} />;
}
