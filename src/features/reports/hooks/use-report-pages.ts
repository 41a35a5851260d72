import { useEffect, useRef, useState } from 'react';
import type { PowerBiReport } from '../lib/powerbi';
import type { ReportPageTab } from '../components/report-page-tabs';
import { REPORT_PAGES_WAIT_MS } from '../constants';

/** How a page change reaches the URL: the user's choice adds a history entry, the report's own does not. */
export type PageChangeEntry = 'push' | 'replace';

/** The SDK's `pageChanged` event detail, as far as the portal reads it. */
interface PageChangedDetail {
  newPage?: { name?: string };
}

/**
 * The report's pages (the SDK's `getPages`) and the active one, kept in step with the URL's page:
 * the URL says which page should show (`pageName`, none for the first), the report says which one
 * does (`pageChanged`). A URL change (a tab, Back) switches the page with `setPage`, never by
 * embedding again; a change inside the report (a saved view) is written back to the URL; a page name
 * the report does not have is replaced by the page the report opened instead (its first).
 */
export function useReportPages(
  report: PowerBiReport | null,
  pageName: string | undefined,
  onPageChange: (page: string, entry: PageChangeEntry) => void,
) {
  const [pages, setPages] = useState<ReportPageTab[]>([]);
  const [activePage, setActivePage] = useState<string | null>(null);
  /** The report has answered which pages it has (or failed to, or took too long): its page tabs are in place. */
  const [pagesRead, setPagesRead] = useState(false);
  const latest = useRef({ pageName, onPageChange });
  useEffect(() => {
    latest.current = { pageName, onPageChange };
  });

  useEffect(() => {
    if (!report) return undefined;
    let active = true;
    const onPageChanged = (event: unknown) => {
      const name = (event as CustomEvent<PageChangedDetail>).detail?.newPage?.name;
      if (!name) return;
      setActivePage(name);
      const wanted = latest.current.pageName;
      if (wanted !== name) latest.current.onPageChange(name, 'replace');
    };
    report.on('pageChanged', onPageChanged);
    const waited = setTimeout(() => setPagesRead(true), REPORT_PAGES_WAIT_MS);
    report.getPages().then(
      (found) => {
        if (!active) return;
        setPages(found.map(({ name, displayName }) => ({ name, displayName })));
        clearTimeout(waited);
        setPagesRead(true);
        const shown = found.find((page) => page.isActive)?.name ?? found[0]?.name ?? null;
        setActivePage(shown);
        const wanted = latest.current.pageName;
        // A page the report does not have: the URL names the page shown instead (its first).
        if (wanted !== undefined && shown !== null && !found.some((page) => page.name === wanted)) {
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
      setPages([]);
      setActivePage(null);
      clearTimeout(waited);
      setPagesRead(false);
    };
  }, [report]);

  // The URL's page, from a tab, Back or a shared link: switch to it in place. Only a change of the
  // URL's page counts: a page change inside the report reaches the URL a moment later, and in that
  // moment the old URL must not send the report back.
  const target = pageName ?? pages[0]?.name;
  const shown = useRef(activePage);
  useEffect(() => {
    shown.current = activePage;
  }, [activePage]);
  useEffect(() => {
    if (!report || !target || shown.current === null || target === shown.current) return;
    if (!pages.some((page) => page.name === target)) return;
    report.setPage(target).catch((error: unknown) => console.error('The report page could not be opened', error));
  }, [report, target, pages]);

  return {
    pages,
    activePage,
    pagesRead,
    /** The user chose a page: it goes into the URL (a history entry), and from there into the report. */
    choosePage: (page: string) => onPageChange(page, 'push'),
  };
}
