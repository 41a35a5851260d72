import { describe, expect, it } from 'vitest';
import { deployment2024Topics } from '../modules';
import { topicContentKind } from './topic-content-kind';

describe('topicContentKind', () => {
  it('shows the four dashboards, the Quick Wins presentation and the KPI view', () => {
    expect(deployment2024Topics.map((topic) => [topic.title, topicContentKind(topic)])).toEqual([
      ['Market Intelligence', 'dashboard'],
      ['Customer Segmentation', 'dashboard'],
      ['Agent Productivity', 'dashboard'],
      ['Sales Opportunity', 'dashboard'],
      ['Quick Wins', 'presentation'],
      ['Metrics for Performance Tracking', 'metrics'],
    ]);
  });

  it('gives every dashboard topic a configured report id and the metrics topic its groups', () => {
    const dashboards = deployment2024Topics.filter((topic) => topic.dashboards);
    expect(new Set(dashboards.map((topic) => topic.dashboards?.deployment2024.reportId)).size).toBe(4);
    const metrics = deployment2024Topics.find((topic) => topic.title === 'Metrics for Performance Tracking');
    expect(metrics?.performanceMetrics?.length).toBeGreaterThan(0);
  });
});
