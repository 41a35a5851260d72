import { Badge, Group, Text } from '@mantine/core';

/**
 * A green a shade darker than Mantine's green.9, so the white badge text keeps a 5:1 contrast
 * (green.6-green.9 give 2.4-4.4:1, below the 4.5:1 that small text needs).
 */
const PRIORITY_GREEN = '#287f3a';

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
