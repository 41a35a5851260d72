import { afterEach, describe, expect, it, vi } from 'vitest';

const failChunk = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

let leavePage = () => {};

/** A freshly loaded page (the last one is gone): new module instances, the same tab storage. */
async function loadPage() {
  leavePage();
  vi.resetModules();
  const { browserNavigation } = await import('./browser-navigation');
  const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
  const { reloadOnNewDeploy, isReloadingForNewDeploy } = await import('./new-deploy');
  leavePage = reloadOnNewDeploy();
  return { reload, isReloadingForNewDeploy };
}

describe('reloading for a new deploy', () => {
  afterEach(() => {
    leavePage();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reloads once when code fails to load, and not again in a loop right after that reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await loadPage();
    failChunk();
    failChunk(); // more failed chunks on the same page: still one reload
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.isReloadingForNewDeploy()).toBe(true);

    // The reloaded page fails again at once: the file is really missing, so no second reload.
    const second = await loadPage();
    vi.advanceTimersByTime(5_000);
    failChunk();
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.isReloadingForNewDeploy()).toBe(false);

    // A later deploy, long after: that page reloads again.
    const third = await loadPage();
    vi.advanceTimersByTime(60_000);
    failChunk();
    expect(third.reload).toHaveBeenCalledTimes(1);
  });
});
