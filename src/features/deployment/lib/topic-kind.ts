import type { DeploymentTopic, TopicContent } from '../modules';

export type TopicKindLabel = 'Dashboard' | 'Presentation' | 'Glossary';

/** What kind of content a topic is, as its badge says: an embedded dashboard, the PDF, or the KPIs. */
export function topicKindLabel(content: TopicContent): TopicKindLabel {
  switch (content.kind) {
    case 'dashboard':
      return 'Dashboard';
    case 'presentation':
      return 'Presentation';
    case 'metrics':
      return 'Glossary';
  }
}

/**
 * The kind most of the topics are (more than half of them), which home's cards leave unbadged (the twelfth grade: a
 * badge on every tile read as noise); none where no kind is, and every card keeps its badge.
 */
export function usualTopicKind(topics: readonly Pick<DeploymentTopic, 'content'>[]): TopicContent['kind'] | null {
  const counts = new Map<TopicContent['kind'], number>();
  for (const { content } of topics) counts.set(content.kind, (counts.get(content.kind) ?? 0) + 1);
  for (const [kind, count] of counts) if (count * 2 > topics.length) return kind;
  return null;
}
