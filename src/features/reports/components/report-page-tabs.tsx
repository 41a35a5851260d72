import { Input, Skeleton, Tabs } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef } from 'react';
import { REPORT_TEXT } from '../constants';
import oneRow from '@/shared/ui/one-row-tabs.module.css';
import { SidewaysStrip, sidewaysStripListClass } from '@/shared/ui/sideways-strip';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { SteadyLabel } from '@/shared/ui/steady-label';
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

const ARROW_NAMES = { before: REPORT_TEXT.scrollPagesLeft, after: REPORT_TEXT.scrollPagesRight };

/**
 * The report's pages as tabs along the report's top edge (the embed hides the report's own page
 * navigation). Keyboard-first with manual activation: the arrow keys move between tabs and Enter or
 * Space opens one, so walking along the tabs does not switch the report's page (and add a history
 * entry) at every step. Pages that do not fit scroll sideways, with the topic bar's fading edges and
 * arrows (a finger swipes on phones).
 */
export function ReportPageTabs(props: ReportPageTabsProps) {
  const phone = useIsPhone();
  if (props.loading) return <PageTabPlaceholders />;
  if (props.pages.length < 2) return null;
  return phone ? <PageSelect {...props} /> : <PageTabStrip {...props} />;
}

/**
 * A phone's page switcher (the seventeenth grade: beside the view button, Definitions and More the pills were cut to
 * "Monthly Tr…", and a third page was out of sight): the page on screen, whole, in one pill-shaped select whose list is
 * the phone's own picker, every page in it. Choosing opens the page at once, as a pill does.
 */
function PageSelect({ pages, activePage, onChange }: ReportPageTabsProps) {
  return (
    // Mantine's Input drawn as a native select (NativeSelect would bring the Combobox's stylesheet for its chevron).
    <Input
      component="select"
      aria-label={REPORT_TEXT.pages}
      value={activePage ?? ''}
      onChange={(event) => {
        const page = event.currentTarget.value;
        if (page && page !== activePage) onChange(page);
      }}
      size="sm"
      radius="xl"
      pointer
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      classNames={{ wrapper: classes.selectRoot, input: classes.select }}
      data-page-select
    >
      {pages.map((page) => (
        <option key={page.name} value={page.name}>
          {page.displayName}
        </option>
      ))}
    </Input>
  );
}

/** The width of a tab's placeholder: about a short page name's pill. */
const PLACEHOLDER_WIDTH = 96;

/**
 * Two pills' places while the report says which pages it has (design review m10): the action row keeps
 * its shape instead of the tabs arriving into a hole. Drawn only: the frame says "loading".
 */
function PageTabPlaceholders() {
  return (
    <div className={classes.placeholders} aria-hidden data-page-tab-placeholders>
      {[0, 1].map((index) => (
        <Skeleton key={index} width={PLACEHOLDER_WIDTH} height={28} radius="xl" />
      ))}
    </div>
  );
}

interface ReportPageTabsProps {
  /** The base of the tabs' ids (see `reportPageTabId`). */
  id: string;
  pages: readonly ReportPageTab[];
  activePage: string | null;
  onChange: (page: string) => void;
  /** The report has not said yet which pages it has: their places are kept (none once a one-page report is read). */
  loading?: boolean;
}

/** Mounted with its tabs, so the strip's measuring starts on the list itself. */
function PageTabStrip({ id, pages, activePage, onChange }: ReportPageTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <SidewaysStrip
      listRef={listRef}
      currentSelector='[aria-selected="true"]'
      current={activePage}
      arrowNames={ARROW_NAMES}
    >
      <Tabs
        id={id}
        value={activePage}
        onChange={(page) => {
          if (page && page !== activePage) onChange(page);
        }}
        activateTabWithKeyboard={false}
        // The second level under the topic strip: pills, not a second underline bar (M2).
        variant="pills"
        classNames={{
          list: `${sidewaysStripListClass} ${oneRow.list} ${classes.list}`,
          tab: `${oneRow.tab} ${classes.tab}`,
        }}
      >
        <Tabs.List ref={listRef} aria-label={REPORT_TEXT.pages}>
          {pages.map((page) => (
            <Tabs.Tab key={page.name} value={page.name}>
              <SteadyLabel text={page.displayName} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </SidewaysStrip>
  );
}
