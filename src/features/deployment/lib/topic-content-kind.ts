import type { DeploymentTopic } from '../modules';

export type TopicContentKind = 'dashboard' | 'presentation' | 'metrics' | 'none';

/**
 * What the solution detail page renders for a topic (spec section 2): an entry with a dashboard shows
 * the embedded report, the entry titled "Quick Wins" the PDF, "Metrics for Performance Tracking" the
 * KPI view.
 */
export function topicContentKind(topic: DeploymentTopic): TopicContentKind {
  if (topic.dashboards?.deployment2024.reportId) return 'dashboard';
  if (topic.title === 'Quick Wins') return 'presentation';
  if (topic.title === 'Metrics for Performance Tracking') return 'metrics';
  return 'none';
}
