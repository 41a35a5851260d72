/**
 * Throttles (contract: "Abuse controls"): failures in a row per key with a growing delay (sign-in) or a
 * lock (change password), and counts per fixed window (recovery caps per client and for everyone).
 */
import type { MockDbState } from '../db/types';
import type { MockUser } from '../db/types';
import {
  CLIENT_FAILURE_WINDOW_MS,
  CLIENT_SIGN_IN_FAILURES,
  FAILED_ATTEMPTS_LOCK_MS,
  MAX_FAILED_ATTEMPTS,
  SIGN_IN_FIRST_DELAY_MS,
} from './constants';

/**
 * The sign-in count's key: one per account when the identifier names one (its username and its
 * e-mail share it), otherwise the identifier trimmed and lower-cased (contract: "Abuse controls").
 */
export function signInThrottleKey(user: MockUser | undefined, identifier: string): string {
  return user ? `login:account:${user.id}` : `login:${identifier.trim().toLowerCase()}`;
}

/** The sign-in count of one client (its network address), across every identifier it tries. */
export function clientSignInThrottleKey(clientAddress: string): string {
  return `login:client:${clientAddress}`;
}

/** The change-password count's key. */
export function passwordThrottleKey(userId: number): string {
  return `password:${userId}`;
}

/** Milliseconds the key stays locked, or 0 when it is not. */
export function lockedForMs(db: Readonly<MockDbState>, key: string): number {
  const entry = db.failures.find((candidate) => candidate.key === key);
  return entry ? Math.max(0, entry.lockedUntil - Date.now()) : 0;
}

/**
 * Counts one failure; the MAX_FAILED_ATTEMPTS-th in a row locks the key (for the attempts that
 * follow). The count never decays with time: only a success or the end of a lock resets it. An
 * attempt refused while locked is not counted (callers check the lock first), so it never extends it.
 */
export function recordFailure(db: MockDbState, key: string): void {
  const now = Date.now();
  let entry = db.failures.find((candidate) => candidate.key === key);
  if (!entry) {
    entry = { key, count: 0, lockedUntil: 0 };
    db.failures.push(entry);
  }
  if (entry.lockedUntil !== 0 && entry.lockedUntil <= now) Object.assign(entry, { count: 0, lockedUntil: 0 });
  entry.count += 1;
  if (entry.count >= MAX_FAILED_ATTEMPTS) entry.lockedUntil = now + FAILED_ATTEMPTS_LOCK_MS;
}

/** A success resets the count. */
export function clearFailures(db: MockDbState, key: string): void {
  db.failures = db.failures.filter((candidate) => candidate.key !== key);
}

/** The delay after `count` failures in a row once `threshold` is reached: 30 s, doubling, at most 15 minutes. */
function growingDelayMs(count: number, threshold: number): number {
  return Math.min(SIGN_IN_FIRST_DELAY_MS * 2 ** (count - threshold), FAILED_ATTEMPTS_LOCK_MS);
}

/**
 * Counts one sign-in failure with a growing delay instead of a lock: from the `threshold`-th failure
 * in a row the key waits 30 s before its next attempt, then 60 s, 120 s... (at most 15 minutes)
 * after each further failure. The count stays until a success (accounts) or until `idleResetMs`
 * pass without a failure (clients). Attempts refused during the delay are not counted.
 */
export function recordSignInFailure(
  db: MockDbState,
  key: string,
  kind: 'account' | 'client',
  threshold = kind === 'account' ? MAX_FAILED_ATTEMPTS : CLIENT_SIGN_IN_FAILURES,
): void {
  const now = Date.now();
  let entry = db.failures.find((candidate) => candidate.key === key);
  if (!entry) {
    entry = { key, count: 0, lockedUntil: 0 };
    db.failures.push(entry);
  }
  if (kind === 'client' && entry.lastFailureAt !== undefined && now - entry.lastFailureAt >= CLIENT_FAILURE_WINDOW_MS) {
    Object.assign(entry, { count: 0, lockedUntil: 0 });
  }
  entry.count += 1;
  entry.lastFailureAt = now;
  if (entry.count >= threshold) entry.lockedUntil = now + growingDelayMs(entry.count, threshold);
}

/**
 * Whether this is the client's first failure on this account (or identifier) within the hour; marks
 * it. The client's count is of distinct accounts, so a user who mistypes their own password does
 * not add up to a spray.
 */
export function firstClientFailureOn(db: MockDbState, clientKey: string, accountKey: string): boolean {
  const now = Date.now();
  const markerKey = `${clientKey}|${accountKey}`;
  db.failures = db.failures.filter(
    (entry) => !entry.key.includes('|') || now - (entry.lastFailureAt ?? 0) < CLIENT_FAILURE_WINDOW_MS,
  );
  const marker = db.failures.find((entry) => entry.key === markerKey);
  if (marker) {
    marker.lastFailureAt = now;
    return false;
  }
  db.failures.push({ key: markerKey, count: 1, lockedUntil: 0, lastFailureAt: now });
  return true;
}

/** Milliseconds until a fixed-window count (`key`) is below `limit` again, or 0 when it is now. */
export function windowWaitMs(db: Readonly<MockDbState>, key: string, limit: number): number {
  const entry = db.failures.find((candidate) => candidate.key === key);
  const now = Date.now();
  if (!entry || entry.lockedUntil <= now || entry.count < limit) return 0;
  return entry.lockedUntil - now;
}

/** The events counted in a fixed window (`key`) that is still running, 0 when none is. */
export function windowCount(db: Readonly<MockDbState>, key: string): number {
  const entry = db.failures.find((candidate) => candidate.key === key);
  return entry && entry.lockedUntil > Date.now() ? entry.count : 0;
}

/** Counts one event in a fixed window of `windowMs` (`lockedUntil` holds the window's end). */
export function countInWindow(db: MockDbState, key: string, windowMs: number): void {
  const now = Date.now();
  let entry = db.failures.find((candidate) => candidate.key === key);
  if (!entry) {
    entry = { key, count: 0, lockedUntil: now + windowMs };
    db.failures.push(entry);
  }
  if (entry.lockedUntil <= now) Object.assign(entry, { count: 0, lockedUntil: now + windowMs });
  entry.count += 1;
}
