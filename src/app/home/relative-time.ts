const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** The units said, largest first, with their length in minutes. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": when `at` was, seen from `now` (ms). */
export function relativeTime(at: number, now: number): string {
  const minutes = Math.max(0, now - at) / 60_000;
  const [unit, size] = UNITS.find(([, length]) => minutes >= length) ?? ['second', 0];
  return size === 0 ? 'just now' : RELATIVE.format(-Math.floor(minutes / size), unit);
}
