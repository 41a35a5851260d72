import { Stack, Title } from '@mantine/core';
import type { MetricGroup } from '../types';
import { MetricList } from './metric-list';

/**
 * Metrics of several groups in one list to read down, each group under its title: the glossary's
 * search matches (all of them at once, not spread over tabs the person would have to open one by
 * one) and the table form on phones (four columns do not fit 375 px; the list's entries say the same
 * without repeating the column names on every metric).
 */
export function GroupedMetricList({ groups, label }: { groups: readonly MetricGroup[]; label: string }) {
  return (
    <Stack gap="lg" role="region" aria-label={label}>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Title order={2} size="h5">
            {group.title}
          </Title>
          <MetricList items={group.items} />
        </section>
      ))}
    </Stack>
  );
}
