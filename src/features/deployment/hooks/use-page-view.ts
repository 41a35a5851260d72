import { useEffect, useRef } from 'react';
import { recordActivity } from '@/session';

/**
 * A page view: records a "Page changed" activity with the page title (the same title its route
 * names the page with), once per page (a re-render or React's development double effect does not
 * record twice; a new title does).
 */
export function usePageView(title: string): void {
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (recordedFor.current === title) return;
    recordedFor.current = title;
    void recordActivity('Page changed', title);
  }, [title]);
}
