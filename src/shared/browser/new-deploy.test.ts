import { afterEach, describe, expect, it, vi } from 'vitest';

function failChunk(payload: unknown = new TypeError('Failed to fetch')) {
  window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload }));
}

let leavePage = () => {};

/** A freshly loaded page of `build` (the last one is gone): new module instances, the same tab storage. */
async function loadPage(build: string) {
  leavePage();
  vi.resetModules();
  const { browserNavigation } = await import('./browser-navigation');
  const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
  const { reloadOnNewDeploy, isReloadingForNewDeploy, isCodeLoadFailure } = await import('./new-deploy');
  leavePage = reloadOnNewDeploy(build);
  return { reload, isReloadingForNewDeploy, isCodeLoadFailure };
}

describe('reloading for a new deploy', () => {
  afterEach(() => {
    leavePage();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once per build: two deploys in quick succession reload twice, a missing file of the same build not again', async () => {
    const first = await loadPage('/assets/index-a.js');
    failChunk();
    failChunk(); // more failed chunks on the same page: still one reload
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.isReloadingForNewDeploy()).toBe(true);

    // The reload brought deploy b, and deploy c followed at once: b's page reloads too.
    const second = await loadPage('/assets/index-b.js');
    failChunk();
    expect(second.reload).toHaveBeenCalledTimes(1);

    // The reload brought c, whose own file is missing: c's page has reloaded for c once already.
    const third = await loadPage('/assets/index-c.js');
    failChunk();
    expect(third.reload).toHaveBeenCalledTimes(1);
    const fourth = await loadPage('/assets/index-c.js');
    const missing = new TypeError('Failed to fetch');
    failChunk(missing);
    expect(fourth.reload).not.toHaveBeenCalled();
    expect(fourth.isReloadingForNewDeploy()).toBe(false);
    // The failure goes on to the piece that asked for the code, which offers the reload.
    expect(fourth.isCodeLoadFailure(missing)).toBe(true);
  });

  it('tells a failed dynamic import from a fault of the page', async () => {
    const { isCodeLoadFailure } = await loadPage('/assets/index-a.js');
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
