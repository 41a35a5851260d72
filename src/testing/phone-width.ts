import { onTestFinished } from 'vitest';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/**
 * From here to the test's end, the page is as wide as a phone for `useIsPhone()`: jsdom has no layout, so the
 * phone's media query is made to match (and every other query answers as before).
 */
export function atPhoneWidth(): void {
  const desktopMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...desktopMatchMedia(query),
    matches: query === PHONE_MEDIA_QUERY,
  })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = desktopMatchMedia;
  });
}
