import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { METRIC_TABLE_COLUMNS, PRIORITIZED_KPI_MARK } from '../constants';
import { metricAnchor } from '../lib/metric-anchor';
import type { MetricGroup } from '../types';
import classes from './metric-entry.module.css';
import { MetricNameLink } from './metric-list';
import { SeenInLinks } from './seen-in';

/** Height of the shell's header, which the table's sticky column headers stay under. */
const STICKY_HEADER_OFFSET = 60;

const [CATEGORY, METRIC, DESCRIPTION, PRIORITIZED] = METRIC_TABLE_COLUMNS;

/**
 * The glossary as a table with the columns Metric Category, Metric, Metric Description/Calculation and
 * Prioritized KPIs (X). Each category is a row group whose header cell spans its metrics; the column
 * headers stay in view while the page scrolls. On phones (`asRows`) each metric becomes a block that
 * names the columns, as four columns do not fit 375 px without a sideways-scrolling box.
 */
export function MetricsTable({ groups, asRows = false }: { groups: readonly MetricGroup[]; asRows?: boolean }) {
  const nonEmpty = groups.filter((group) => group.items.length > 0);
  if (asRows) return <MetricRows groups={nonEmpty} />;
  return (
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing="xs"
      aria-label="Performance metrics"
      stickyHeader
      stickyHeaderOffset={STICKY_HEADER_OFFSET}
    >
      <Table.Thead>
        <Table.Tr>
          {METRIC_TABLE_COLUMNS.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      {nonEmpty.map((group) => (
        <Table.Tbody key={group.title}>
          {group.items.map((item, index) => (
            <Table.Tr key={item.name} id={metricAnchor(item.name)} className={classes.entry}>
              {index === 0 ? (
                <Table.Th scope="rowgroup" rowSpan={group.items.length} style={{ verticalAlign: 'top' }}>
                  {group.title}
                </Table.Th>
              ) : null}
              <Table.Td fw={600}>
                <MetricNameLink name={item.name} />
              </Table.Td>
              <Table.Td>
                {item.description}
                <SeenInLinks name={item.name} />
              </Table.Td>
              <Table.Td ta="center">{item.kpi_priority ? PRIORITIZED_KPI_MARK : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      ))}
    </Table>
  );
}

/** The table's content as readable rows: one section per category, one block per metric. */
function MetricRows({ groups }: { groups: readonly MetricGroup[] }) {
  return (
    <Stack gap="lg" aria-label="Performance metrics" role="region" data-testid="metric-rows">
      {groups.map((group) => (
        <section key={group.title} aria-label={`${CATEGORY}: ${group.title}`}>
          <Title order={2} size="h5" mb="xs">
            {group.title}
          </Title>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map((item) => (
              <Box
                component="li"
                key={item.name}
                id={metricAnchor(item.name)}
                className={classes.entry}
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="xs" c="dimmed">
                  {METRIC}
                </Text>
                <Text fw={600}>
                  <MetricNameLink name={item.name} />
                </Text>
                {item.description ? (
                  <>
                    <Text size="xs" c="dimmed" mt={4}>
                      {DESCRIPTION}
                    </Text>
                    <Text size="sm">{item.description}</Text>
                  </>
                ) : null}
                <SeenInLinks name={item.name} />
                {item.kpi_priority ? (
                  <Text size="sm" mt={4}>
                    <Text span size="xs" c="dimmed">
                      {PRIORITIZED}:{' '}
                    </Text>
                    {PRIORITIZED_KPI_MARK}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Box>
        </section>
      ))}
    </Stack>
  );
}
