import { readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { browserNavigation } from './browser-navigation';

/** A chunk failing again this soon after the reload is not a new deploy: no second reload. */
const RELOAD_GUARD_MS = 30_000;

let reloading = false;

/** Whether this page is being replaced by the new deploy (the error boundary shows no error then). */
export function isReloadingForNewDeploy(): boolean {
  return reloading;
}

/**
 * A tab opened before a new deploy asks for code that is gone (every asset of a build has a new
 * name). Vite reports each failed dynamic import as `vite:preloadError`; the portal then reloads once
 * at the same path, which brings the new deploy, and the user repeats what they were doing. A failure
 * soon after such a reload (the file really is missing, the server fails) is left to the error
 * boundary, so the tab never reloads in a loop.
 */
export function reloadOnNewDeploy(): () => void {
  const reloadOnce = () => {
    if (reloading) return;
    const last = Number(readString(storageKeys.newDeployReload, 'tab'));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return;
    writeString(storageKeys.newDeployReload, String(Date.now()), 'tab');
    reloading = true;
    browserNavigation.reload();
  };
  window.addEventListener('vite:preloadError', reloadOnce);
  return () => window.removeEventListener('vite:preloadError', reloadOnce);
}
