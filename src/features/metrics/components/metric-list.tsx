import { Box, Group, Text } from '@mantine/core';
import type { MetricItem } from '../types';
import { PriorityBadge } from './priority-badge';

/** The metrics of one group: name and description, with the "Priority" badge on prioritized KPIs. */
export function MetricList({ items }: { items: readonly MetricItem[] }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.name}
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{item.name}</Text>
            {item.kpi_priority ? <PriorityBadge /> : null}
          </Group>
          <Text size="sm" mt={4}>
            {item.description}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
