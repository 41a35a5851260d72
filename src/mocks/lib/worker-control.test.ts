import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/storage-keys';
import { controlledOrReload, WORKER_CONTROL_RELOAD_GAP_MS } from './worker-control';

describe('controlledOrReload (the mock backend reaches every call of the page)', () => {
  afterEach(() => sessionStorage.clear());

  it('lets a page its service worker controls start, without a reload', () => {
    const reload = vi.fn();
    expect(controlledOrReload({ controlled: true, reload }, 1_000_000)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page no worker controls, and notes when in the tab', () => {
    const reload = vi.fn();
    expect(controlledOrReload({ controlled: false, reload }, 1_000_000)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.mockWorkerReload)).toBe('1000000');
  });

  it('does not reload again within the gap (no loop), and does once it has passed', () => {
    const reload = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    controlledOrReload({ controlled: false, reload }, 1_000_000);
    expect(controlledOrReload({ controlled: false, reload }, 1_000_000 + WORKER_CONTROL_RELOAD_GAP_MS - 1)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not controlled'));
    expect(controlledOrReload({ controlled: false, reload }, 1_000_000 + WORKER_CONTROL_RELOAD_GAP_MS)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
