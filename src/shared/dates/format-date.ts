/**
 * The one way the portal writes a date (design review, later grades: dates): the person's own locale, medium style
 * ("Nov 26, 2026" in American English, "26 Nov 2026" in British), so home and the saved-views list
 * never show the same day two ways. Relative times ("12 minutes ago") are `relative-time.ts`'s.
 */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, when: string | Date): string {
  const date = new Date(when);
  // A value that is no date is shown as it came rather than as "Invalid Date".
  return Number.isNaN(date.getTime()) ? String(when) : formatter.format(date);
}

/** The day of `when` (an ISO text or a Date). */
export function formatDate(when: string | Date): string {
  return format(DATE, when);
}

/** The day and time of `when`, the day written as `formatDate` writes it. */
export function formatDateTime(when: string | Date): string {
  return format(DATE_TIME, when);
}
