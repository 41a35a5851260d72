import { describe, expect, it } from 'vitest';
import { deployment2024, portalModules, salesModule } from '../modules';
import { findDeployment2024, findModule, findTopic, resolveTopic, slugSegment } from './slugs';

describe('slug lookups', () => {
  it('strips the leading character of a configured slug', () => {
    expect(slugSegment('/sales-2024')).toBe('sales-2024');
  });

  it('finds the sales module at sales-2024 and nothing at other segments', () => {
    expect(findModule(portalModules, 'sales-2024')).toBe(salesModule);
    expect(findModule(portalModules, 'sales')).toBeUndefined();
    expect(findModule(portalModules, '/sales-2024')).toBeUndefined();
  });

  it("finds the module's 2024 deployment", () => {
    expect(findDeployment2024(salesModule)).toBe(deployment2024);
  });

  it.each(deployment2024.topics.map((topic) => [topic.slug.slice(1), topic.title]))(
    'finds the topic whose slug without its leading character is %s',
    (routeSlug, title) => {
      expect(findTopic(deployment2024, routeSlug)?.title).toBe(title);
    },
  );

  it('finds no topic for an unknown slug or one written with its leading slash', () => {
    expect(findTopic(deployment2024, 'unknown')).toBeUndefined();
    expect(findTopic(deployment2024, '/quick-wins')).toBeUndefined();
  });

  it('resolves a module + topic route, and null when either part is unknown', () => {
    expect(resolveTopic(portalModules, 'sales-2024', 'quick-wins')?.topic.title).toBe('Quick Wins');
    expect(resolveTopic(portalModules, 'other-2024', 'quick-wins')).toBeNull();
    expect(resolveTopic(portalModules, 'sales-2024', 'other')).toBeNull();
  });
});
