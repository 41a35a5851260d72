import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { GLOSSARY_TEXT } from '../constants';
import { metricAnchor } from '../lib/metric-anchor';
import type { MetricItem } from '../types';
import { PriorityBadge } from './priority-badge';
import { SeenInLinks } from './seen-in';
import classes from './metric-entry.module.css';

/**
 * A metric's name as a link to itself: this page with the metric's `#hash`, which selects its tab
 * (or row) and scrolls to it. Copy it to point a colleague at one metric.
 */
export function MetricNameLink({ name }: { name: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Anchor component={Link} to={pathname} hash={metricAnchor(name)} resetScroll={false} c="inherit" inherit>
      {name}
    </Anchor>
  );
}

/**
 * A metric's description, or a dimmed "Definition to be confirmed" where the glossary has none yet (the
 * implied metrics), so such an entry does not read as a bare heading (design review p4).
 */
export function MetricDescription({ description }: { description: string }) {
  if (description) return <>{description}</>;
  return (
    <Text span inherit c="dimmed" fs="italic">
      {GLOSSARY_TEXT.noDefinition}
    </Text>
  );
}

/** The metrics of one group: name and description, with the "Priority" badge on prioritized KPIs. */
export function MetricList({ items }: { items: readonly MetricItem[] }) {
  return (
    <Box component="ul" className={classes.list}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.name}
          id={metricAnchor(item.name)}
          className={classes.entry}
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" wrap="wrap">
            <Text className={classes.name}>
              <MetricNameLink name={item.name} />
            </Text>
            {item.kpi_priority ? <PriorityBadge /> : null}
          </Group>
          <Text size="sm" mt={4}>
            <MetricDescription description={item.description} />
          </Text>
          <SeenInLinks name={item.name} />
        </Box>
      ))}
    </Box>
  );
}
