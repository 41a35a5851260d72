import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/storage-keys';
import { controlledOrReload, WORKER_CLAIM_WAIT_MS, WORKER_CONTROL_RELOAD_GAP_MS } from './worker-control';

/** A page as the check sees it: controlled now or not, claimed later or never. */
function page({ controlled = false, claimed = false } = {}) {
  return {
    controlled: () => controlled,
    claimedWithin: vi.fn((ms: number) => Promise.resolve(claimed && ms === WORKER_CLAIM_WAIT_MS)),
    reload: vi.fn(),
  };
}

describe('controlledOrReload (the mock backend reaches every call of the page)', () => {
  afterEach(() => sessionStorage.clear());

  it('lets a page its service worker controls start, without a reload', async () => {
    const controlled = page({ controlled: true });
    expect(await controlledOrReload(controlled, () => 1_000_000)).toBe(true);
    expect(controlled.reload).not.toHaveBeenCalled();
    expect(controlled.claimedWithin).not.toHaveBeenCalled();
  });

  it('lets a page its new worker claims just after start() start, without a reload (a fresh browser)', async () => {
    const claimed = page({ claimed: true });
    expect(await controlledOrReload(claimed, () => 1_000_000)).toBe(true);
    expect(claimed.reload).not.toHaveBeenCalled();
  });

  it('reloads a page no worker claims, and notes when in the tab', async () => {
    const unclaimed = page();
    expect(await controlledOrReload(unclaimed, () => 1_000_000)).toBe(false);
    expect(unclaimed.reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.mockWorkerReload)).toBe('1000000');
  });

  it('does not reload again within the gap (no loop), and does once it has passed', async () => {
    const unclaimed = page();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controlledOrReload(unclaimed, () => 1_000_000);
    expect(await controlledOrReload(unclaimed, () => 1_000_000 + WORKER_CONTROL_RELOAD_GAP_MS - 1)).toBe(true);
    expect(unclaimed.reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not controlled'));
    expect(await controlledOrReload(unclaimed, () => 1_000_000 + WORKER_CONTROL_RELOAD_GAP_MS)).toBe(false);
    expect(unclaimed.reload).toHaveBeenCalledTimes(2);
  });
});
