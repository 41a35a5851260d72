import { useEffect, useRef } from 'react';
import { recordActivity } from '@/shared/activity/record-activity';
import { usePageTitle } from '@/shared/page/use-page-title';

/**
 * A page view: sets the title and records a "Page changed" activity with the page title, once per page
 * (a re-render or React's development double effect does not record twice; a new title does).
 */
export function usePageView(title: string): void {
  usePageTitle(title);
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (recordedFor.current === title) return;
    recordedFor.current = title;
    void recordActivity('Page changed', title);
  }, [title]);
}
