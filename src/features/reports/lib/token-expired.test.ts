import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTokenExpired, historyReloadCounter, isTokenExpiredError, type ReloadCounter } from './token-expired';

function memoryCounter(start = 0): ReloadCounter & { count: number } {
  const counter = {
    count: start,
    read: () => counter.count,
    write: (next: number) => {
      counter.count = next;
    },
  };
  return counter;
}

function handlers(counter = memoryCounter()) {
  return {
    renew: vi.fn(async () => 'renewed'),
    reload: vi.fn(),
    onSignInRequired: vi.fn(),
    onGiveUp: vi.fn(),
    counter,
  };
}

describe('TokenExpired from the embedded report (R4.13, R9.6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('recognises the service error by its message', () => {
    expect(isTokenExpiredError({ message: 'TokenExpired', errorCode: '403' })).toBe(true);
    expect(isTokenExpiredError({ message: 'LoadReportFailed' })).toBe(false);
    expect(isTokenExpiredError(null)).toBe(false);
  });

  it('renews the token, then reloads the page after exactly 1 second, counting the reload', async () => {
    const options = handlers();
    handleTokenExpired(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(options.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.reload).toHaveBeenCalledTimes(1);
    expect(options.counter.count).toBe(1);
    expect(options.onSignInRequired).not.toHaveBeenCalled();
  });

  it('sends the user to the sign-in route when renewal fails, without reloading', async () => {
    const options = { ...handlers(), renew: () => Promise.reject(new Error('login_required')) };
    handleTokenExpired(options);
    await vi.advanceTimersByTimeAsync(5000);
    expect(options.reload).not.toHaveBeenCalled();
    expect(options.onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('after 2 reloads of the same page it gives up instead of renewing and reloading again', async () => {
    const options = handlers(memoryCounter(2));
    handleTokenExpired(options);
    await vi.advanceTimersByTimeAsync(5000);
    expect(options.renew).not.toHaveBeenCalled();
    expect(options.reload).not.toHaveBeenCalled();
    expect(options.onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the view unmounted) before the reload: no reload, no sign-in route', async () => {
    const options = handlers();
    const cancel = handleTokenExpired(options);
    await vi.advanceTimersByTimeAsync(500);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(options.reload).not.toHaveBeenCalled();

    const failing = { ...handlers(), renew: () => Promise.reject(new Error('login_required')) };
    handleTokenExpired(failing)();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.onSignInRequired).not.toHaveBeenCalled();
  });

  it('counts reloads in the history entry, which survives a reload and is new for each navigation', () => {
    window.history.replaceState({ key: 'router-entry' }, '');
    expect(historyReloadCounter.read()).toBe(0);
    historyReloadCounter.write(2);
    expect(historyReloadCounter.read()).toBe(2);
    expect(window.history.state).toMatchObject({ key: 'router-entry' });
    window.history.pushState({ key: 'next-entry' }, '');
    expect(historyReloadCounter.read()).toBe(0);
  });
});
