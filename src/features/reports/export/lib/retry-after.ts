import { EXPORT_MAX_POLL_MS, EXPORT_MIN_POLL_MS } from '../constants';

/**
 * The wait a `Retry-After` header asks for, in ms (seconds or an HTTP date, RFC 9110), kept within
 * the portal's bounds; null when absent or unreadable, so the caller falls back to its own interval.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (Number.isNaN(ms)) return null;
  return Math.min(EXPORT_MAX_POLL_MS, Math.max(EXPORT_MIN_POLL_MS, ms));
}
