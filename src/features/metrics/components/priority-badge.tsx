import { Badge, Group, Text } from '@mantine/core';
import { PRIORITY_GREEN } from '@/shared/ui/badge-hues';
import classes from './priority-badge.module.css';

/**
 * The green "Priority" badge of a prioritized KPI, written as R2.43 writes it (not upper-cased). Spans
 * (drawn as before), so the legend can stand in a checkbox's description, a paragraph. Light, as the portal's
 * other badges (the topics' kinds): a column of filled green slabs was the loudest thing in the glossary (design
 * review, later grades: the glossary). Its text takes a shade per scheme that passes AA on the tint.
 */
export function PriorityBadge() {
  return (
    <Badge
      component="span"
      color={PRIORITY_GREEN}
      variant="light"
      size="md"
      tt="none"
      classNames={{ label: classes.label }}
      data-priority-badge
    >
      Priority
    </Badge>
  );
}

/** Explains the badge: "Priority" indicates prioritized KPIs. */
export function PriorityLegend() {
  return (
    <Group component="span" gap="xs" wrap="nowrap">
      <PriorityBadge />
      <Text component="span" size="sm">
        indicates prioritized KPIs
      </Text>
    </Group>
  );
}
