import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTokenExpired, isTokenExpiredError } from './token-expired';

describe('TokenExpired from the embedded report (spec sections 4, 8, 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recognises the service error by its message', () => {
    expect(isTokenExpiredError({ message: 'TokenExpired', errorCode: '403' })).toBe(true);
    expect(isTokenExpiredError({ message: 'LoadReportFailed' })).toBe(false);
    expect(isTokenExpiredError(null)).toBe(false);
  });

  it('renews the token, then reloads the page after exactly 1 second', async () => {
    const reload = vi.fn();
    const renew = vi.fn(async () => 'renewed');
    const onSignInRequired = vi.fn();
    await handleTokenExpired({ renew, reload, onSignInRequired });
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('sends the user to the sign-in route when renewal fails, without reloading', async () => {
    const reload = vi.fn();
    const onSignInRequired = vi.fn();
    await handleTokenExpired({ renew: () => Promise.reject(new Error('login_required')), reload, onSignInRequired });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });
});
