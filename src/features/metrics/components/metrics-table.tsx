import { Table } from '@mantine/core';
import { GLOSSARY_TEXT, METRIC_TABLE_COLUMNS, PRIORITIZED_KPI_MARK } from '../constants';
import { metricAnchor } from '../lib/metric-anchor';
import type { MetricGroup } from '../types';
import classes from './metric-entry.module.css';
import { MetricDescription, MetricNameLink } from './metric-list';
import { SeenInLinks } from './seen-in';
import { GroupedMetricList } from './grouped-metric-list';

/**
 * The column headers stick under the shell's header: its height as Mantine's AppShell sets it. Outside
 * the shell (a story) nothing is above the table; a fixed 60 px pushed the headers over the first rows.
 */
const STICKY_HEADER_OFFSET = 'calc(var(--app-shell-header-offset, 0px))';

/**
 * The glossary as a table with the columns Metric Category, Metric, Metric Description/Calculation and
 * Prioritized KPIs (X, R2.46, on screen as in the CSV). Each category is a row group whose header cell
 * spans its metrics, at the group's top under a heavier rule, so it reads as the group's header; the column
 * headers stay in view while the page scrolls. On phones (`asRows`) the same content is one list under
 * the category titles (name, description, the "Priority" badge for an X), as four columns do not fit
 * 375 px without a sideways-scrolling box.
 */
export function MetricsTable({
  groups,
  asRows = false,
  totals,
}: {
  groups: readonly MetricGroup[];
  asRows?: boolean;
  /** Each group's number of metrics in all, by title (the phone's list says how many of them are shown). */
  totals?: ReadonlyMap<string, number>;
}) {
  const nonEmpty = groups.filter((group) => group.items.length > 0);
  if (asRows) return <GroupedMetricList groups={nonEmpty} label={GLOSSARY_TEXT.tableLabel} totals={totals} />;
  return (
    // Horizontal rules only, a heavier one between categories (design review p5): a full cell grid read
    // as a spreadsheet.
    <Table
      className={classes.table}
      verticalSpacing="xs"
      aria-label={GLOSSARY_TEXT.tableLabel}
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
                <Table.Th scope="rowgroup" rowSpan={group.items.length} className={classes.category}>
                  {group.title}
                </Table.Th>
              ) : null}
              <Table.Td className={classes.name}>
                <MetricNameLink name={item.name} />
              </Table.Td>
              <Table.Td>
                <MetricDescription description={item.description} />
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
