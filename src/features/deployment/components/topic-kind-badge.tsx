import { Badge } from '@mantine/core';
import { topicKindLabel } from '../lib/topic-kind';
import classes from './topic-kind-badge.module.css';
import type { TopicContent } from '../modules';

const KIND_COLOR = { dashboard: 'blue', presentation: 'grape', metrics: 'teal' } as const;

/** A small badge saying what a topic is: Dashboard, Presentation or Glossary. */
export function TopicKindBadge({
  content,
  size = 'sm',
  ...props
}: {
  content: TopicContent;
  size?: 'xs' | 'sm';
  id?: string;
  'aria-hidden'?: boolean;
}) {
  return (
    <Badge
      variant="light"
      color={KIND_COLOR[content.kind]}
      size={size}
      tt="none"
      data-topic-kind={content.kind}
      classNames={{ label: classes.label }}
      attributes={{ label: { 'data-kind': content.kind } }}
      {...props}
    >
      {topicKindLabel(content)}
    </Badge>
  );
}
