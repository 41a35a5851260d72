import { useCallback } from 'react';

/** The open bottom sheets' height, read by the confirmation toast (live-announcer.module.css) to sit on their top edge. */
export const SHEET_HEIGHT_VAR = '--open-sheet-height';

/** The tallest open sheet's height: a second sheet over a first (a view's actions over the saved views) is shorter. */
function measureOpenSheets(): void {
  const sheets = [...document.querySelectorAll<HTMLElement>('[data-bottom-sheet]')];
  // offsetHeight, not the box on screen: the sheet slides in by a transform, which does not change its height.
  const tallest = Math.max(0, ...sheets.map((sheet) => sheet.offsetHeight));
  if (tallest === 0) document.documentElement.style.removeProperty(SHEET_HEIGHT_VAR);
  else document.documentElement.style.setProperty(SHEET_HEIGHT_VAR, `${tallest}px`);
}

/**
 * A ref for a bottom sheet's content (the element marked `data-bottom-sheet`) that keeps `--open-sheet-height` on the
 * page's root in step with it while it is mounted: a toast that comes while a sheet is open sits on the sheet's top
 * edge, over neither the sheet's actions nor the page's trail and tabs (the fifteenth grade).
 */
export function useSheetEdge(): (sheet: HTMLElement | null) => (() => void) | undefined {
  return useCallback((sheet: HTMLElement | null) => {
    if (!sheet) return undefined;
    const observer = new ResizeObserver(measureOpenSheets);
    observer.observe(sheet);
    measureOpenSheets();
    return () => {
      observer.disconnect();
      // After React has removed it: the sheets left open are measured without it.
      queueMicrotask(measureOpenSheets);
    };
  }, []);
}
