import { Badge, Group, Text } from '@mantine/core';
import { PRIORITY_GREEN } from '@/shared/ui/badge-hues';

/**
 * The green "Priority" badge of a prioritized KPI, written as R2.43 writes it (not upper-cased). Spans
 * (drawn as before), so the legend can stand in a checkbox's description, a paragraph.
 */
export function PriorityBadge() {
  return (
    <Badge component="span" color={PRIORITY_GREEN} variant="filled" size="md" tt="none">
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
