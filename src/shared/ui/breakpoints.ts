/**
 * Phones: below Mantine's `sm` breakpoint (48em). Stylesheets write the same media query
 * (`max-width: 47.99em`); components that must know it in script (a layout choice) use this one.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';
