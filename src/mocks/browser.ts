/**
 * The mock backend in the browser (dev and demo builds only; main.tsx imports this lazily).
 */
import { setupWorker } from 'msw/browser';
import { getActivityLog, getMockInbox, loadMockDb, resetMockDb, type MockActivityRecord, type MockEmail } from './db';
import { createIndexedDbStorage } from './db/storage';
import { handlers, isBackendUrl, passThroughWhatIsNotTheBackend } from './handlers';
import { mirrorMockCookiesToDocument } from './lib/cookies';
import { controlledOrReload } from './lib/worker-control';
import { tokenRequestLog } from './identity/token-endpoint';
import { getMockIdentitySwitches, setMockIdentitySwitch, type MockIdentitySwitches } from './identity/switches';
import { installMockReportHost } from './report-host/register';
import { getMockFaults, setMockFault } from './scenarios/faults';
import type { MockFault, MockOperationId } from './scenarios/operations';
import { showMockToolsLauncher } from './tools/mock-tools-launcher';

export const worker = setupWorker(passThroughWhatIsNotTheBackend, ...handlers);

/** What browser tests (Playwright) can call as `window.__mockBackend`. */
export interface MockBackendControls {
  /** The mock inbox, newest first. */
  getInbox(): Promise<MockEmail[]>;
  /** The activity records, oldest first. */
  getActivityLog(): Promise<MockActivityRecord[]>;
  /** Re-seeds the db (and clears faults); does not reload the page. */
  reset(): Promise<void>;
  setFault(operationId: MockOperationId, fault: MockFault): Promise<void>;
  getFaults(): Promise<Record<MockOperationId, MockFault>>;
}

/** What browser tests can call as `window.__mockIdentity` (the mock workplace identity provider). */
export interface MockIdentityControls {
  getSwitches(): Promise<MockIdentitySwitches>;
  setSwitch(name: keyof MockIdentitySwitches, on: boolean): Promise<void>;
  /** The token endpoint's requests since the page loaded, oldest first. */
  tokenRequests(): { grantType: string; at: number; outcome: string }[];
}

declare global {
  interface Window {
    __mockBackend?: MockBackendControls;
    __mockIdentity?: MockIdentityControls;
  }
}

/**
 * Loads the db from IndexedDB, starts the service worker (under Vite's base path) and mounts the
 * Mock tools panel. Unhandled requests are reported only when they go to the backend or the report
 * service; assets, pages and everything else pass through silently.
 */
export async function startMockBackend(): Promise<void> {
  try {
    await loadMockDb({ storage: createIndexedDbStorage() });
  } catch (error) {
    // No IndexedDB (e.g. some private windows): still serve the app, from memory.
    console.warn('Mock backend: IndexedDB is unavailable, mock data will not survive a reload', error);
    await loadMockDb();
  }
  mirrorMockCookiesToDocument(true);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.persistent.js` },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isBackendUrl(request.url)) print.warning();
    },
  });
  // Reloading: the app must not start (its calls would miss the mock backend).
  if (!(await controlledOrReload())) return new Promise<never>(() => undefined);
  window.__mockBackend = {
    getInbox: getMockInbox,
    getActivityLog,
    reset: resetMockDb,
    setFault: setMockFault,
    getFaults: getMockFaults,
  };
  window.__mockIdentity = {
    getSwitches: getMockIdentitySwitches,
    setSwitch: setMockIdentitySwitch,
    tokenRequests: () => tokenRequestLog.map((entry) => ({ ...entry })),
  };
  // Report embeds go to the local mock report host (through powerbi-client's own registration seam).
  installMockReportHost();
  // The panel's button is not needed for the first paint, and must not be the first Tab stop while
  // the app still shows its start-up spinner: it comes once the app shows something to use.
  void whenAppIsUsable().then(showMockToolsLauncher);
}

const USABLE = 'a[href], button, input, select, textarea';

/** Resolves once the app's root holds something a keyboard can reach (the sign-in form, the shell). */
function whenAppIsUsable(): Promise<void> {
  const root = document.getElementById('root');
  if (!root || root.querySelector(USABLE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.querySelector(USABLE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}
