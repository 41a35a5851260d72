import { useLayoutEffect, useState, type RefObject } from 'react';
import type { ReportPageSize } from './use-report-pages';

/** The frame's height while the report loads (and when its page's size is unknown), and the most a page gets. */
export const LOADING_FRAME_HEIGHT = 'max(72vh, 420px)';

/** The frame's 1 px border, top and bottom (report-frame.module.css): the page fills what is inside it. */
const FRAME_BORDERS = 2;

/**
 * The report frame's height for the page on screen: the page's height at the frame's width (its aspect
 * ratio), as the report fits the page to the frame's width (`DisplayOption.FitToWidth`, embed-config.ts),
 * so a short page leaves no blank frame under it (eleventh grade, finding 3). At most the loading
 * height: a taller page scrolls in the frame, as it did. Undefined (the loading height) while the report
 * loads, has failed, or gave no size. Follows the frame's width: a window resize, the "Definitions"
 * pane opening beside it (from 1440 px; below, it lies over the frame), a page change.
 */
export function useFrameHeight(
  frame: RefObject<HTMLElement | null>,
  pageSize: ReportPageSize | null,
  enabled = true,
): string | undefined {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      // A hidden frame (a message stands instead of the report) keeps the height it had.
      if (box && box.width > 0) setWidth(Math.round(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, enabled]);
  if (!enabled || !pageSize || width <= 0) return undefined;
  const height = Math.ceil((width * pageSize.height) / pageSize.width) + FRAME_BORDERS;
  return `min(${height}px, ${LOADING_FRAME_HEIGHT})`;
}
