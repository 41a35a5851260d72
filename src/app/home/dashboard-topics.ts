import { config } from '@/config';
import { findDeployment2024, portalModules, topicPath, type PortalModule } from '@/features/deployment';

/** A configured report and the topic page that shows it. */
export interface DashboardTopic {
  reportId: string;
  path: string;
  title: string;
}

/** The modules' dashboard topics, one per configured report (the first topic that shows it). */
export function dashboardTopics(modules: readonly PortalModule[] = portalModules): DashboardTopic[] {
  const found = new Map<string, DashboardTopic>();
  for (const module of modules) {
    for (const topic of findDeployment2024(module)?.topics ?? []) {
      if (topic.content.kind !== 'dashboard') continue;
      const reportId = config.reports[topic.content.reportKey].id;
      if (reportId && !found.has(reportId))
        found.set(reportId, { reportId, path: topicPath(module, topic), title: topic.title });
    }
  }
  return [...found.values()];
}
