import { Table } from '@mantine/core';
import { METRIC_TABLE_COLUMNS, PRIORITIZED_KPI_MARK } from '../constants';
import type { MetricGroup } from '../types';

/**
 * The glossary as a table with the columns Metric Category, Metric, Metric Description/Calculation and
 * Prioritized KPIs (X). Each category is a row group whose header cell spans its metrics.
 */
export function MetricsTable({ groups }: { groups: readonly MetricGroup[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label="Performance metrics">
        <Table.Thead>
          <Table.Tr>
            {METRIC_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <Table.Tbody key={group.title}>
              {group.items.map((item, index) => (
                <Table.Tr key={item.name}>
                  {index === 0 ? (
                    <Table.Th scope="rowgroup" rowSpan={group.items.length} style={{ verticalAlign: 'top' }}>
                      {group.title}
                    </Table.Th>
                  ) : null}
                  <Table.Td fw={600}>{item.name}</Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="center">{item.kpi_priority ? PRIORITIZED_KPI_MARK : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
      </Table>
    </Table.ScrollContainer>
  );
}
