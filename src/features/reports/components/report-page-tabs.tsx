import { Tabs } from '@mantine/core';
import { REPORT_TEXT } from '../constants';
import oneRow from '@/shared/ui/one-row-tabs.module.css';
import classes from './report-page-tabs.module.css';

/** A page of the report as `getPages` gives it (the SDK's `IPage`), as far as the tabs need. */
export interface ReportPageTab {
  name: string;
  displayName: string;
}

/** The id of the tab of `page`: the frame, the tab panel, is labelled by the active one. */
export function reportPageTabId(tabsId: string, page: string): string {
  return `${tabsId}-tab-${page}`;
}

/**
 * The report's pages as tabs above the frame (the embed hides the report's own page navigation).
 * Keyboard-first with manual activation: the arrow keys move between tabs and Enter or Space opens
 * one, so walking along the tabs does not switch the report's page (and add a history entry) at
 * every step. On phones the row scrolls sideways.
 */
export function ReportPageTabs({
  id,
  pages,
  activePage,
  onChange,
}: {
  /** The base of the tabs' ids (see `reportPageTabId`). */
  id: string;
  pages: readonly ReportPageTab[];
  activePage: string | null;
  onChange: (page: string) => void;
}) {
  if (pages.length < 2) return null;
  return (
    <Tabs
      id={id}
      value={activePage}
      onChange={(page) => {
        if (page && page !== activePage) onChange(page);
      }}
      activateTabWithKeyboard={false}
      classNames={{ list: oneRow.list, tab: `${oneRow.tab} ${classes.tab}` }}
    >
      <Tabs.List aria-label={REPORT_TEXT.pages}>
        {pages.map((page) => (
          <Tabs.Tab key={page.name} value={page.name}>
            {page.displayName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
