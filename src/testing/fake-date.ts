import { vi } from 'vitest';

/** Freezes Date only (MSW and fetch keep their real timers), so a test can move the clock. The
 * shared afterEach (setup.ts) gives the real timers back. */
export function freezeDate(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

export function advanceDate(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
