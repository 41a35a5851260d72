import { describe, expect, it } from 'vitest';
import { portalModules } from '../modules';
import { moduleTrail } from './paths';

const salesModule = portalModules[0]!;
const deployment = salesModule.deployments[0]!;
const topic = deployment.topics[0]!;

describe('moduleTrail', () => {
  it('links every crumb but the current page', () => {
    expect(moduleTrail(salesModule, deployment, topic)).toEqual([
      { label: 'Home', to: '/home' },
      { label: salesModule.title, to: '/sales-2024' },
      { label: deployment.title, to: '/sales-2024/2024-deployment' },
      { label: topic.title },
    ]);
  });

  it('stops at the page the user is on', () => {
    expect(moduleTrail(salesModule)).toEqual([{ label: 'Home', to: '/home' }, { label: salesModule.title }]);
  });
});
