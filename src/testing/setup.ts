import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import './jsdom-blob-compat';
import { failOnUnexpectedConsole } from './fail-on-console';
import { resetMockDb } from '@/mocks/db';
import { server } from '@/mocks/node';

// Routes load their pages and loaders on demand (dynamic imports, transformed on first use): on a
// busy two-core machine the first page of a test file took longer than the default 1 s, and with
// another suite beside it longer than 3 s (app-shell.test.tsx's first home page). A findBy* or
// waitFor ends as soon as what it waits for is there, so the bound only decides when a wait has
// failed: 10 s, within the 15 s a test may take.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine measures with (as in mantinedev/vite-template).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

import { setApiSessionHooks } from '@/api/client';
import { connectApiClient } from '@/app/connect-api-client';
import { forgetLeftOffPath } from '@/app/layout/continue-path';
import { queryClient } from '@/shared/query/query-client';
import { useSessionStore } from '@/session/session-store';
import { useDashboardTokenStore } from '@/session/workplace/dashboard-token';
import { rememberShownPageTitle } from '@/shared/browser/shown-page-title';
import { resetAnnouncements } from '@/shared/ui/live-announcer';

failOnUnexpectedConsole();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => connectApiClient());
afterEach(async () => {
  // A call the test's page left on its way is answered to no session: its 401, arriving during the
  // next test, would end that test's session (home's saved views after an expired-token test).
  setApiSessionHooks({ getAccessToken: () => null, onSessionRejected: () => undefined });
  cleanup();
  vi.useRealTimers();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useDashboardTokenStore.setState(useDashboardTokenStore.getInitialState(), true);
  forgetLeftOffPath();
  rememberShownPageTitle('');
  resetAnnouncements();
  queryClient.clear();
  server.resetHandlers();
  // Listeners a test added to the mock server go with it, even when an assertion failed first.
  server.events.removeAllListeners();
  await resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  // A module the test left loading (say, the report view's prefetch of MSAL) finishes now: in the shared
  // module graph, the file's teardown would cut the load off and leave it failed for every later file
  // (seen on a clean checkout, where another file order failed ten tests of the next file).
  await vi.dynamicImportSettled();
});
afterAll(() => server.close());
