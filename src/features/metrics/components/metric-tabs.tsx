import { Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MetricGroup } from '../types';
import { GroupHeading } from './group-heading';
import { MetricList } from './metric-list';
import oneRow from '@/shared/ui/one-row-tabs.module.css';
import { SteadyLabel } from '@/shared/ui/steady-label';
import classes from './metric-tabs.module.css';

/**
 * Tab value of a group. Mantine builds the tab and panel ids from it, and `aria-labelledby` /
 * `aria-controls` are lists of ids separated by spaces, so the value must hold no space:
 * "Inforce & Customer Penetration" -> "inforce-customer-penetration".
 */
function tabValue(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface MetricTabsProps {
  groups: readonly MetricGroup[];
  /** Title of the selected group. */
  value: string | null;
  onChange: (title: string) => void;
  /**
   * `vertical` on a laptop: the groups a list at the left, as a page's sections (a ninth grade); `horizontal` below
   * it: one row of pills over the metrics.
   */
  orientation?: 'horizontal' | 'vertical';
  /** What ends the pills' row at its right, outside the tab list (horizontal only). */
  aside?: ReactNode;
}

/**
 * One tab per metric group (R2.43, the first selected): on a laptop a vertical list at the left of the metrics, the
 * arrow keys up and down moving between them; below it one row of pills, the arrow keys left and right (Mantine
 * Tabs' keyboard support in both).
 */
export function MetricTabs({ groups, value, onChange, orientation = 'horizontal', aside }: MetricTabsProps) {
  const vertical = orientation === 'vertical';
  const tabs = groups.map((group) => (
    <Tabs.Tab key={group.title} value={tabValue(group.title)}>
      {vertical ? group.title : <SteadyLabel text={group.title} />}
    </Tabs.Tab>
  ));
  const panels = groups.map((group) => (
    <Tabs.Panel key={group.title} value={tabValue(group.title)} pt={vertical ? 0 : 'sm'}>
      {/* The group named over its metrics, with their number (the thirteenth grade: a bare list under the tabs). */}
      <GroupHeading title={group.title} count={group.items.length} />
      <MetricList items={group.items} />
    </Tabs.Panel>
  ));
  return (
    <Tabs
      value={value === null ? null : tabValue(value)}
      onChange={(next) => {
        const group = groups.find((entry) => tabValue(entry.title) === next);
        if (group) onChange(group.title);
      }}
      keepMounted={false}
      {...(vertical
        ? {
            orientation: 'vertical' as const,
            variant: 'default' as const,
            classNames: {
              root: classes.root,
              list: classes.list,
              tab: classes.tab,
              tabLabel: classes.tabLabel,
              panel: classes.panel,
            },
          }
        : {
            variant: 'pills' as const,
            classNames: { list: oneRow.list, tab: `${oneRow.tab} ${classes.pill}` },
          })}
    >
      {vertical ? (
        <Tabs.List>{tabs}</Tabs.List>
      ) : (
        <Group justify="space-between" align="center" gap="md" wrap="nowrap">
          <Tabs.List style={{ minWidth: 0 }}>{tabs}</Tabs.List>
          {aside}
        </Group>
      )}
      {panels}
    </Tabs>
  );
}
