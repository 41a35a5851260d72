import { describe, expect, it } from 'vitest';
import { portalModules } from '@/features/deployment';
import { TOPIC_PAGES } from '@/testing/topic-pages';
import { isNavigationItemActive, navigationItems, railItems } from './navigation-items';
import { topLevelPath } from './top-level-path';

describe('topLevelPath', () => {
  it.each([
    ['/home', '/home'],
    ['/sales-2024', '/sales-2024'],
    ['/sales-2024/quick-wins', '/sales-2024'],
    ['/', '/'],
  ])('%s -> %s', (pathname, expected) => {
    expect(topLevelPath(pathname)).toBe(expected);
  });
});

describe('navigationItems', () => {
  const items = navigationItems(portalModules);

  it('lists Home, the module, its deployment and every topic with their paths', () => {
    expect(items.map((item) => [item.label, item.path])).toEqual([
      ['Home', '/home'],
      ['Sales Analytics 2024', '/sales-2024'],
      ['2024 Deployment', '/sales-2024/2024-deployment'],
      ...TOPIC_PAGES.map(({ title, path }) => [title, path]),
    ]);
  });

  it("gives the rail Home and the modules only: the module's deployment and topics are its pages' strip", () => {
    expect(railItems(items).map((item) => item.label)).toEqual(['Home', 'Sales Analytics 2024']);
  });

  const activeLabels = (pathname: string) =>
    items.filter((item) => isNavigationItemActive(item, pathname)).map((item) => item.label);

  it('highlights the top-level item of the current path, and the current page among the module items', () => {
    expect(activeLabels('/home')).toEqual(['Home']);
    expect(activeLabels('/sales-2024')).toEqual(['Sales Analytics 2024']);
    expect(activeLabels('/sales-2024/quick-wins')).toEqual(['Sales Analytics 2024', 'Quick Wins']);
    expect(activeLabels('/sales-2024/2024-deployment/')).toEqual(['Sales Analytics 2024', '2024 Deployment']);
    expect(activeLabels('/account/view-profile')).toEqual([]);
  });
});
