import { useEffect, useRef } from 'react';
import type { ShownReportPage } from '../report-view';

/**
 * Tells `onPageShown` the page the report shows: once it has loaded and at each change of page, once
 * per page (a re-render, or a new callback, says nothing new).
 */
export function usePageShown(
  shownPage: ShownReportPage | undefined,
  onPageShown: ((page: ShownReportPage) => void) | undefined,
): void {
  const pageShown = useRef(onPageShown);
  useEffect(() => {
    pageShown.current = onPageShown;
  });
  const shownName = shownPage?.name;
  const shownTitle = shownPage?.displayName;
  useEffect(() => {
    if (shownName !== undefined && shownTitle !== undefined)
      pageShown.current?.({ name: shownName, displayName: shownTitle });
  }, [shownName, shownTitle]);
}
