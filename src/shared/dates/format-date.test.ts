import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const MEDIUM = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

describe('formatDate', () => {
  it('writes a day in the locale’s medium style, whether given as ISO text or a Date', () => {
    const when = '2026-11-26T10:30:00Z';
    const expected = MEDIUM.format(new Date(when));
    expect(formatDate(when)).toBe(expected);
    expect(formatDate(new Date(when))).toBe(expected);
  });

  it('writes the day with its month as a word and the full year (no 11/26/26)', () => {
    expect(formatDate('2026-11-26T10:30:00Z')).toMatch(/Nov.*2026/);
  });

  it('gives back a value that is no date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('starts with the same day formatDate writes, then the time', () => {
    const when = '2026-02-20T09:15:00Z';
    expect(formatDateTime(when).startsWith(formatDate(when))).toBe(true);
    expect(formatDateTime(when).length).toBeGreaterThan(formatDate(when).length);
  });
});
