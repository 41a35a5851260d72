import { onTestFinished } from 'vitest';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/**
 * From here to the test's end, `query` matches (and every other media query answers as before): jsdom has no layout,
 * so a width is said by the media query it makes match.
 */
export function whileMediaMatches(query: string): void {
  const desktopMatchMedia = window.matchMedia;
  window.matchMedia = ((asked: string) => ({
    ...desktopMatchMedia(asked),
    matches: asked === query,
  })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = desktopMatchMedia;
  });
}

/** From here to the test's end, the page is as wide as a phone for `useIsPhone()`. */
export function atPhoneWidth(): void {
  whileMediaMatches(PHONE_MEDIA_QUERY);
}
