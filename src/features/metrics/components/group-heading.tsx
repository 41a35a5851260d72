import { Text, Title } from '@mantine/core';
import { GLOSSARY_TEXT } from '../constants';
import classes from './metric-tabs.module.css';

/**
 * A group's heading over its metrics: its name (16/600, the section titles' role) and, dimmed after it, how many
 * metrics it holds, or how many of them a search or "Priority only" leaves ("3 of 15 metrics"). The thirteenth grade:
 * the list under a group's tab had no heading, so nothing over the metrics said which group or how many. The count is
 * no part of the heading's name (a group's heading is found by its name alone).
 */
export function GroupHeading({
  title,
  count,
  total = count,
  focusable = false,
}: {
  title: string;
  /** The metrics listed under it. */
  count: number;
  /** The group's metrics in all: more than `count` while a filter narrows it. */
  total?: number;
  /** Takes the focus when the side column brings the group into view (the list of matches). */
  focusable?: boolean;
}) {
  return (
    <div className={classes.groupHeading} data-glossary-group-heading>
      <Title order={2} size="h5" tabIndex={focusable ? -1 : undefined}>
        {title}
      </Title>
      <Text component="span" c="dimmed" className={classes.groupCount} data-testid="glossary-group-count">
        {count === total ? GLOSSARY_TEXT.groupCount(total) : GLOSSARY_TEXT.groupCountShown(count, total)}
      </Text>
    </div>
  );
}
