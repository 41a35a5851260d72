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
