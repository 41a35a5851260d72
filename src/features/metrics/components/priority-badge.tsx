import { Badge, Group, Text } from '@mantine/core';
import { PRIORITY_GREEN } from '@/shared/ui/badge-hues';

/** The green "Priority" badge of a prioritized KPI, written as R2.43 writes it (not upper-cased). */
export function PriorityBadge() {
  return (
    <Badge color={PRIORITY_GREEN} variant="filled" size="md" tt="none">
      Priority
    </Badge>
  );
}

/** Explains the badge: "Priority" indicates prioritized KPIs. */
export function PriorityLegend() {
  return (
    <Group gap="xs" wrap="nowrap">
      <PriorityBadge />
      <Text size="sm">indicates prioritized KPIs</Text>
    </Group>
  );
}
