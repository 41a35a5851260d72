import { useEffect, useRef, useState } from 'react';
import type { PowerBiReport } from '../lib/powerbi';
import type { ReportPageTab } from '../components/report-page-tabs';
import { REPORT_PAGES_WAIT_MS } from '../constants';
import { isHiddenPage, visibleReportPages } from '../lib/page-visibility';

/**
 * How a page change reaches the URL: the user's choice adds a history entry, the report's own does
 * not; a drill-through to a hidden page adds an entry of the same page marked drilled (so the
 * browser's Back leaves it), and the report's own Back from it goes back in the history.
 */
export type PageChangeEntry = 'push' | 'replace' | 'drill' | 'back';

/** The SDK's `pageChanged` event detail, as far as the portal reads it. */
interface PageChangedDetail {
  newPage?: { name?: string };
}

/** A page's size in page pixels, on the desktop canvas or in the report's mobile layout. */
export interface ReportPageSize {
  width: number;
  height: number;
}

interface ReportPage extends ReportPageTab {
  hidden: boolean;
  /** The page's sizes as the report gives them (`defaultSize`, `mobileSize`); null: not given. */
  sizes: { desktop: ReportPageSize | null; phone: ReportPageSize | null };
}

function sizeOf(size: { width?: number; height?: number } | undefined): ReportPageSize | null {
  return size?.width && size.height ? { width: size.width, height: size.height } : null;
}

/**
 * The report's pages (the SDK's `getPages`) and the one on screen, kept in step with the URL's page:
 * the URL says which page should show (`pageName`, none for the first), the report says which one
 * does (`pageChanged`). Only visible pages are pages to the person (`pages`, `activePage`, the URL):
 * a URL naming a hidden page, or one the report does not have, is replaced by the first visible page.
 * A hidden page reached by a drill-through in the report is `hiddenPage`, with no tab active; the URL
 * marks it `drilled` (same page) so the browser's Back returns to the page drilled from, as the
 * report's own Back button does. A URL change (a tab, Back) switches the page with `setPage`.
 */
export function useReportPages(
  report: PowerBiReport | null,
  pageName: string | undefined,
  onPageChange: (page: string, entry: PageChangeEntry) => void,
  drilled = false,
) {
  const [allPages, setAllPages] = useState<ReportPage[]>([]);
  const [shownName, setShownName] = useState<string | null>(null);
  /** The report has answered which pages it has (or failed to, or took too long): its page tabs are in place. */
  const [pagesRead, setPagesRead] = useState(false);
  const latest = useRef({ pageName, onPageChange, drilled, allPages });
  useEffect(() => {
    latest.current = { pageName, onPageChange, drilled, allPages };
  });

  useEffect(() => {
    if (!report) return undefined;
    let active = true;
    const onPageChanged = (event: unknown) => {
      const name = (event as CustomEvent<PageChangedDetail>).detail?.newPage?.name;
      if (!name) return;
      setShownName(name);
      const { pageName: wanted, drilled: wasDrilled, allPages: known } = latest.current;
      const change = latest.current.onPageChange;
      if (known.find((page) => page.name === name)?.hidden) {
        if (!wasDrilled) change(name, 'drill');
      } else if (wasDrilled) {
        change(name, 'back');
      } else if (wanted !== name) {
        change(name, 'replace');
      }
    };
    report.on('pageChanged', onPageChanged);
    const waited = setTimeout(() => setPagesRead(true), REPORT_PAGES_WAIT_MS);
    report.getPages().then(
      (found) => {
        if (!active) return;
        const pages = found.map(({ name, displayName, defaultSize, mobileSize, ...page }) => ({
          name,
          displayName,
          hidden: isHiddenPage(page),
          sizes: { desktop: sizeOf(defaultSize), phone: sizeOf(mobileSize) },
        }));
        setAllPages(pages);
        latest.current.allPages = pages;
        clearTimeout(waited);
        setPagesRead(true);
        const first = visibleReportPages(found)[0]?.name ?? null;
        const opened = found.find((page) => page.isActive) ?? found[0];
        // A URL naming a hidden page: the report opened it, the person gets the first visible page.
        const shown = opened && !isHiddenPage(opened) ? opened.name : first;
        setShownName(opened?.name ?? null);
        if (shown !== null && shown !== opened?.name) {
          report.setPage(shown).catch((error: unknown) => console.error('The report page could not be opened', error));
        }
        const { pageName: wanted, drilled: wasDrilled } = latest.current;
        // A page the report does not show as a page: the URL names the page shown instead (its first);
        // a URL marked drilled that the report did not open drilled (a reload) loses the mark.
        const named = pages.some((page) => page.name === wanted && !page.hidden);
        if (shown !== null && ((wanted !== undefined && !named) || wasDrilled)) {
          latest.current.onPageChange(shown, 'replace');
        }
      },
      (error: unknown) => {
        console.error('The report pages could not be read', error);
        if (!active) return;
        clearTimeout(waited);
        setPagesRead(true);
      },
    );
    return () => {
      active = false;
      report.off('pageChanged', onPageChanged);
      setAllPages([]);
      setShownName(null);
      clearTimeout(waited);
      setPagesRead(false);
    };
  }, [report]);

  const pages: ReportPageTab[] = allPages
    .filter((page) => !page.hidden)
    .map(({ name, displayName }) => ({ name, displayName }));
  const shownPage = allPages.find((page) => page.name === shownName);
  const hiddenPage = shownPage?.hidden ? { name: shownPage.name, displayName: shownPage.displayName } : null;
  /** The visible page on screen; null while a hidden page shows (no tab pretends to be it). */
  const activePage = hiddenPage ? null : shownName;

  // The URL's page, from a tab, Back or a shared link: switch to it in place. Only a change of the
  // URL's page (or its leaving a drill-through: the browser's Back) counts: a page change inside the
  // report reaches the URL a moment later, and in that moment the old URL must not send the report back.
  const target = pageName ?? pages[0]?.name;
  const shown = useRef(shownName);
  useEffect(() => {
    shown.current = shownName;
  }, [shownName]);
  const pageNames = pages.map((page) => page.name).join('\n');
  useEffect(() => {
    if (!report || !target || drilled || shown.current === null || target === shown.current) return;
    if (!pageNames.split('\n').includes(target)) return;
    report.setPage(target).catch((error: unknown) => console.error('The report page could not be opened', error));
  }, [report, target, pageNames, drilled]);

  return {
    pages,
    activePage,
    /** A hidden page on screen (a drill-through's target), or null. */
    hiddenPage,
    pagesRead,
    /**
     * The size of the page on screen (a hidden one too) in a layout: the mobile layout's, or the desktop
     * canvas's where the page has no mobile layout (the service then shows the desktop page); null: unknown.
     */
    shownPageSize: (layout: 'desktop' | 'phone'): ReportPageSize | null =>
      (layout === 'phone' ? shownPage?.sizes.phone : null) ?? shownPage?.sizes.desktop ?? null,
    /** The user chose a page: it goes into the URL (a history entry), and from there into the report. */
    choosePage: (page: string) => onPageChange(page, 'push'),
  };
}
