import { Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MetricGroup } from '../types';
import { MetricList } from './metric-list';
import classes from '@/shared/ui/one-row-tabs.module.css';
import { SteadyLabel } from '@/shared/ui/steady-label';

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
  /** What ends the pills' row at its right (the glossary's view switch), outside the tab list. */
  aside?: ReactNode;
}

/**
 * One pill per metric group (the second level, under the topic strip), in one row; arrow keys move between the tabs
 * (Mantine Tabs' keyboard support). `aside` shares the row, at its right end: the list scrolls sideways before it
 * wraps or pushes it off.
 */
export function MetricTabs({ groups, value, onChange, aside }: MetricTabsProps) {
  return (
    <Tabs
      value={value === null ? null : tabValue(value)}
      onChange={(next) => {
        const group = groups.find((entry) => tabValue(entry.title) === next);
        if (group) onChange(group.title);
      }}
      keepMounted={false}
      variant="pills"
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Group justify="space-between" align="center" gap="md" wrap="nowrap">
        <Tabs.List style={{ minWidth: 0 }}>
          {groups.map((group) => (
            <Tabs.Tab key={group.title} value={tabValue(group.title)}>
              <SteadyLabel text={group.title} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {aside}
      </Group>
      {groups.map((group) => (
        <Tabs.Panel key={group.title} value={tabValue(group.title)} pt="xs">
          <MetricList items={group.items} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
