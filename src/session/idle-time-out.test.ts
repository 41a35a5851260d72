import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { session } from './session';
import { useSessionStore } from './session-store';
import { demoUser } from '@/testing/demo-users';
import { SESSION_TIMING } from './constants';
import { staySignedIn, useIdleWarningStore, watchIdleTime } from './idle-time-out';

// The watch keeps the session alive and ends it through the session's own door (the reason: 'idle').
const keepAlive = vi.fn(() => Promise.resolve());
const ends = vi.fn((_reason: string) => Promise.resolve());

const MINUTE = 60_000;
const warning = () => useIdleWarningStore.getState().signOutAt !== null;
const signOutAt = () => useIdleWarningStore.getState().signOutAt;
const press = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

describe('the idle time-out (a session without "Remember me")', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    vi.spyOn(session, 'keepAlive').mockImplementation(keepAlive);
    vi.spyOn(session, 'signOut').mockImplementation(ends);
    useSessionStore.getState().signedIn(demoUser);
    stop = watchIdleTime();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    keepAlive.mockClear();
    ends.mockClear();
    localStorage.clear();
  });

  it('warns 2 minutes before 30 idle minutes, then ends the session', () => {
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(warning()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(warning()).toBe(true);
    expect(ends).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(ends).toHaveBeenCalledExactlyOnceWith('idle');
    expect(warning()).toBe(false);
  });

  it('a deadline that passed while the computer slept ends the session at the first key press, which keeps nothing alive', () => {
    vi.advanceTimersByTime(10 * MINUTE);
    vi.setSystemTime(Date.now() + 21 * MINUTE); // asleep: the clock moves on, no timer runs
    press();
    expect(ends).toHaveBeenCalledExactlyOnceWith('idle');
    expect(localStorage.getItem('oa_last_input_at')).toBeNull(); // no other tab is told of use
    vi.advanceTimersByTime(2 * MINUTE);
    expect(keepAlive).not.toHaveBeenCalled(); // nor the server
  });

  it("the warning carries the time-out's deadline, 30 minutes after the last use of any tab", () => {
    const start = Date.now();
    vi.advanceTimersByTime(28 * MINUTE);
    expect(signOutAt()).toBe(start + 30 * MINUTE);
    // Another tab was used 10 s ago and said so (the cookie fallback: read at this tab's next check).
    vi.advanceTimersByTime(30_000);
    localStorage.setItem('oa_last_input_at', String(Date.now() - 10_000));
    window.dispatchEvent(new StorageEvent('storage', { key: 'oa_last_input_at' }));
    expect(signOutAt()).toBeNull();
    vi.advanceTimersByTime(28 * MINUTE - 10_000);
    expect(signOutAt()).toBe(start + 28 * MINUTE + 30_000 - 10_000 + 30 * MINUTE);
  });

  it('input starts the 30 minutes again and closes the warning', () => {
    vi.advanceTimersByTime(29 * MINUTE);
    expect(warning()).toBe(true);
    press();
    expect(warning()).toBe(false);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(ends).not.toHaveBeenCalled();
  });

  it("a press on the warning's answers is not use: it leaves the warning to its buttons", () => {
    vi.advanceTimersByTime(29 * MINUTE);
    const answers = document.body.appendChild(document.createElement('div'));
    answers.setAttribute('data-idle-warning-answers', '');
    const signOutNow = answers.appendChild(document.createElement('button'));
    signOutNow.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    answers.remove();
    expect(warning()).toBe(true);
  });

  it('work in an embedded report counts as use', () => {
    vi.advanceTimersByTime(20 * MINUTE);
    // powerbi-client's events, raised on the report's container, bubble to the document.
    const container = document.body.appendChild(document.createElement('div'));
    container.dispatchEvent(new CustomEvent('visualClicked', { bubbles: true }));
    container.remove();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(warning()).toBe(false);
    expect(ends).not.toHaveBeenCalled();
  });

  it("another tab's use counts: shared through localStorage, heard by a storage event", () => {
    vi.advanceTimersByTime(29 * MINUTE);
    localStorage.setItem('oa_last_input_at', String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'oa_last_input_at' }));
    expect(warning()).toBe(false);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(ends).not.toHaveBeenCalled();
  });

  it('a last use in the future is not believed (planted by another origin): the session ends on time', () => {
    localStorage.setItem('oa_last_input_at', String(Date.now() + 24 * 60 * MINUTE));
    vi.advanceTimersByTime(28 * MINUTE);
    expect(warning()).toBe(true);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(ends).toHaveBeenCalledExactlyOnceWith('idle');
  });

  it('tells the server at most once a minute while in use, and once after the last input', () => {
    for (let second = 0; second < 150; second += 1) {
      press();
      vi.advanceTimersByTime(1000);
    }
    // 150 s of typing: at 60 s and 120 s, then the trailing call for the input after 120 s.
    vi.advanceTimersByTime(SESSION_TIMING.keepAliveEveryMs);
    expect(keepAlive).toHaveBeenCalledTimes(3);
  });

  it('"Stay signed in" tells the server at once and closes the warning', () => {
    vi.advanceTimersByTime(28 * MINUTE + 10_000);
    expect(warning()).toBe(true);
    staySignedIn();
    expect(warning()).toBe(false);
    vi.advanceTimersByTime(0);
    expect(keepAlive).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(warning()).toBe(false);
  });
});
