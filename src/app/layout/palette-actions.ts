import {
  IconChartBar,
  IconFileDescription,
  IconHome,
  IconLogout,
  IconMoon,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
import { accountMenuEntries } from '@/features/account';
import {
  deploymentPath,
  findDeployment2024,
  modulePath,
  topicKindLabel,
  topicPath,
  type PortalModule,
} from '@/features/deployment';
import { metricAnchor, type MetricGroup, type MetricSeenIn } from '@/features/metrics';
import { HOME_PATH } from './constants';

/** What choosing an entry of the command palette does. */
type PaletteTarget =
  /** `search.page`: a dashboard's report page (`?page=`). */
  | { kind: 'navigate'; to: string; hash?: string; search?: { page: string } }
  | { kind: 'sign-out' }
  | { kind: 'color-scheme'; scheme: 'light' | 'dark' | 'auto' };

export interface PaletteEntry {
  id: string;
  group: 'Pages' | 'Topics' | 'Metrics' | 'On dashboards' | 'Account';
  label: string;
  description: string;
  icon: Icon;
  target: PaletteTarget;
}

/** No dashboard page shows any metric (a palette without the dashboards' mapping). */
const onNoDashboard = () => [];

/**
 * Everything the command palette searches: the pages, the topics (with what kind each is), every
 * metric of the glossary (by name and description; it opens the glossary at that metric) with the
 * dashboard pages showing it (each opens that report page), and the account actions.
 */
export function paletteEntries(
  modules: readonly PortalModule[],
  metricGroups: readonly MetricGroup[],
  dashboardPagesOf: (metricName: string) => readonly MetricSeenIn[] = onNoDashboard,
): PaletteEntry[] {
  const entries: PaletteEntry[] = [
    {
      id: 'page:home',
      group: 'Pages',
      label: 'Home',
      description: 'Welcome page with the modules',
      icon: IconHome,
      target: { kind: 'navigate', to: HOME_PATH },
    },
  ];
  let glossaryPath: string | null = null;
  for (const module of modules) {
    entries.push({
      id: `page:${module.slug}`,
      group: 'Pages',
      label: module.title,
      description: module.description,
      icon: module.icon,
      target: { kind: 'navigate', to: modulePath(module) },
    });
    const deployment = findDeployment2024(module);
    if (!deployment) continue;
    entries.push({
      id: `page:${module.slug}${deployment.slug}`,
      group: 'Pages',
      label: deployment.title,
      description: deployment.description,
      icon: deployment.icon,
      target: { kind: 'navigate', to: deploymentPath(module, deployment) },
    });
    for (const topic of deployment.topics) {
      const path = topicPath(module, topic);
      if (topic.content.kind === 'metrics') glossaryPath ??= path;
      entries.push({
        id: `topic:${path}`,
        group: 'Topics',
        label: topic.title,
        description: `${topicKindLabel(topic.content)} · ${topic.description}`,
        icon: topic.icon,
        target: { kind: 'navigate', to: path },
      });
    }
  }
  if (glossaryPath) {
    for (const group of metricGroups) {
      for (const item of group.items) {
        entries.push({
          id: `metric:${item.name}`,
          group: 'Metrics',
          label: item.name,
          description: [group.title, item.kpi_priority ? 'Priority' : '', item.description].filter(Boolean).join(' · '),
          icon: IconFileDescription,
          target: { kind: 'navigate', to: glossaryPath, hash: metricAnchor(item.name) },
        });
        for (const seen of dashboardPagesOf(item.name)) {
          entries.push({
            id: `dashboard:${item.name}:${seen.to}?${seen.page}`,
            group: 'On dashboards',
            label: item.name,
            description: `Dashboard page · ${seen.label}`,
            icon: IconChartBar,
            target: { kind: 'navigate', to: seen.to, search: { page: seen.page } },
          });
        }
      }
    }
  }
  for (const entry of accountMenuEntries) {
    entries.push({
      id: `account:${entry.slug}`,
      group: 'Account',
      label: entry.title,
      description: 'Account settings',
      icon: entry.icon,
      target: { kind: 'navigate', to: entry.url },
    });
  }
  entries.push(
    {
      id: 'account:dark',
      group: 'Account',
      label: 'Use the dark color scheme',
      description: 'Appearance',
      icon: IconMoon,
      target: { kind: 'color-scheme', scheme: 'dark' },
    },
    {
      id: 'account:light',
      group: 'Account',
      label: 'Use the light color scheme',
      description: 'Appearance',
      icon: IconSun,
      target: { kind: 'color-scheme', scheme: 'light' },
    },
    {
      id: 'account:sign-out',
      group: 'Account',
      label: 'Sign Out',
      description: 'End the session on this device',
      icon: IconLogout,
      target: { kind: 'sign-out' },
    },
  );
  return entries;
}

/**
 * Every word of the query appears in the entry's name or description, in any order ("lapse premium"
 * finds "Premium Lapse Ratio"). Names that match come first. With no query, metrics are left out so
 * the list stays short: pages, topics and account actions (no metrics, nor their dashboard pages).
 */
export function filterPaletteEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0)
    return entries.filter((entry) => entry.group !== 'Metrics' && entry.group !== 'On dashboards');
  const byName: PaletteEntry[] = [];
  const byDescription: PaletteEntry[] = [];
  for (const entry of entries) {
    const name = entry.label.toLowerCase();
    const text = `${name} ${entry.description.toLowerCase()}`;
    if (!words.every((word) => text.includes(word))) continue;
    (words.every((word) => name.includes(word)) ? byName : byDescription).push(entry);
  }
  return [...byName, ...byDescription];
}
