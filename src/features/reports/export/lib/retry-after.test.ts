import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_POLL_MS, EXPORT_MIN_POLL_MS } from '../constants';
import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  });

  it('keeps the wait within bounds', () => {
    expect(retryAfterMs('0', now)).toBe(EXPORT_MIN_POLL_MS);
    expect(retryAfterMs('3600', now)).toBe(EXPORT_MAX_POLL_MS);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(EXPORT_MIN_POLL_MS);
  });

  it('answers null when there is nothing to read, so the caller uses its own interval', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs(' ', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
