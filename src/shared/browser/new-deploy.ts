import { readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { browserNavigation } from './browser-navigation';

/**
 * The build this page runs: the URL of this module's own file. Every deploy names its files by their
 * content (and the names of what they import), so a new deploy has a new URL here; a dev server's is
 * the same on every load.
 */
function runningBuild(): string {
  return new URL(import.meta.url).pathname;
}

let reloading = false;
/** Load failures this page met after it had already reloaded once for them. */
const refusedLoads = new WeakSet<object>();

/** Whether this page is being replaced by the new deploy (the error boundary shows no error then). */
export function isReloadingForNewDeploy(): boolean {
  return reloading;
}

/**
 * Whether `error` is code that could not be fetched (a lazy piece of an older or newer deploy, a
 * server that failed): a reload, not a fault of the page, is the way out. Chromium, Firefox and
 * Safari word the failed dynamic import differently.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && refusedLoads.has(error)) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * After a new deploy the tab's old code is gone: reload once per build on Vite's `vite:preloadError`,
 * never in a loop (docs/decisions/new-deploy-reload.md).
 */
export function reloadOnNewDeploy(build: string = runningBuild()): () => void {
  const reloadOnce = (event: Event) => {
    if (reloading) return;
    if (readString(storageKeys.newDeployReload, 'tab') === build) {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (typeof payload === 'object' && payload !== null) refusedLoads.add(payload);
      return;
    }
    writeString(storageKeys.newDeployReload, build, 'tab');
    reloading = true;
    browserNavigation.reload();
  };
  window.addEventListener('vite:preloadError', reloadOnce);
  return () => window.removeEventListener('vite:preloadError', reloadOnce);
}
