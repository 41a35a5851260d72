/** Failures in a row per key (a sign-in identifier, a user), with a lock after too many (contract: "Abuse controls"). */
import type { MockDbState } from '../db/types';
import type { MockUser } from '../db/types';
import { FAILED_ATTEMPTS_LOCK_MS, MAX_FAILED_ATTEMPTS } from './constants';

/**
 * The sign-in count's key: one per account when the identifier names one (its username and its
 * e-mail share it), otherwise the identifier trimmed and lower-cased (contract: "Abuse controls").
 */
export function signInThrottleKey(user: MockUser | undefined, identifier: string): string {
  return user ? `login:account:${user.id}` : `login:${identifier.trim().toLowerCase()}`;
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
