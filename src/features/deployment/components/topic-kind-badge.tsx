import { Badge } from '@mantine/core';
import { topicKindLabel } from '../lib/topic-kind';
import classes from './topic-kind-badge.module.css';
import type { TopicContent } from '../modules';

/**
 * A hue per meaning (design review p6): no kind in the green of the glossary's "Priority" badge (R2.43),
 * which the Glossary badge's teal read like.
 */
export const KIND_COLOR = { dashboard: 'blue', presentation: 'grape', metrics: 'orange' } as const;

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
