import { readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/** A reload for the same reason within this long is not tried again: the tab would loop. */
export const WORKER_CONTROL_RELOAD_GAP_MS = 10_000;

/**
 * How long a page without a controller waits for one after `worker.start()`. A new worker's
 * activation claims the page, but the page learns it in its own `controllerchange` task, which may
 * come after start() resolved (every fresh browser's first page): that page must not reload.
 */
export const WORKER_CLAIM_WAIT_MS = 3_000;

export interface WorkerControlledPage {
  controlled(): boolean;
  /** Resolves when a worker takes control of the page, or with false after `ms`. */
  claimedWithin(ms: number): Promise<boolean>;
  reload(): void;
}

const browserPage: WorkerControlledPage = {
  controlled: () => navigator.serviceWorker?.controller != null,
  claimedWithin: (ms) =>
    new Promise((resolve) => {
      const claimed = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        navigator.serviceWorker?.removeEventListener('controllerchange', claimed);
        resolve(false);
      }, ms);
      navigator.serviceWorker?.addEventListener('controllerchange', claimed, { once: true });
    }),
  reload: () => window.location.reload(),
};

/**
 * Whether this page is controlled by the mock backend's service worker, after `worker.start()`;
 * when no worker claims it within `WORKER_CLAIM_WAIT_MS`, the page reloads (once in
 * `WORKER_CONTROL_RELOAD_GAP_MS`) and this answers false.
 *
 * Why: a page the worker does not control sends every API call to the network (the demo build's web
 * server answers 502), so it would show load failures that no fault caused (seen in CI: a saved-views
 * list that "could not be loaded"). The worker stays registered (public/mockServiceWorker.persistent.js),
 * so this is rare: a browser's first page whose claim never comes, a registration that failed. MSW
 * reloads in the same case when it sees it before registering; this is the same check after.
 */
export async function controlledOrReload(
  page: WorkerControlledPage = browserPage,
  now: () => number = Date.now,
): Promise<boolean> {
  if (page.controlled() || (await page.claimedWithin(WORKER_CLAIM_WAIT_MS))) return true;
  const last = Number(readString(storageKeys.mockWorkerReload, 'tab') ?? Number.NaN);
  if (now() - last < WORKER_CONTROL_RELOAD_GAP_MS) {
    console.warn('Mock backend: this page is not controlled by its service worker; API calls will reach the network');
    return true;
  }
  writeString(storageKeys.mockWorkerReload, String(now()), 'tab');
  page.reload();
  return false;
}
