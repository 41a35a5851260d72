import type { TopicContent } from '../modules';

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
