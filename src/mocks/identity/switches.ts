/**
 * The Mock tools switches of the mock identity provider (and the mock report host's two). They live in IndexedDB (their own database,
 * so the app's storage clearing at sign-out keeps them) because three places read them: the MSW token
 * endpoint, the authorize page (a separate page in the popup or the hidden iframe) and the panel.
 * Without IndexedDB (Node, Vitest) they live in memory.
 */
import { createStore, get, set } from 'idb-keyval';

export interface MockIdentitySwitches {
  /** The authorize page answers `Continue` with an `access_denied` error. */
  signInFails: boolean;
  /** Refresh-token grants answer `invalid_grant` and silent (`prompt=none`) requests `login_required`. */
  silentRenewalFails: boolean;
  /** Access tokens live 2 minutes instead of an hour. */
  shortTokenLifetime: boolean;
  /**
   * The mock report host answers a load with the service's `LoadReportFailed` error (an error other
   * than TokenExpired). Kept here, beside the workplace switches, so one store and one test API serve both.
   */
  reportLoadFails: boolean;
  /** The mock report host takes `SLOW_REPORT_LOAD_MS` to load a report, so loading states can be seen. */
  reportLoadSlow: boolean;
  /**
   * The mock report host accepts a load and never says `loaded` (a service that hangs): the portal's
   * loading state stays until its own watchdog gives up (`REPORT_LOAD_WATCHDOG_MS`). The Screens
   * story `Dashboard topic › Loading` holds the frame's skeleton with it.
   */
  reportLoadHangs: boolean;
  /**
   * The reports no longer have the visuals home's headline KPIs name: a single-visual embed of a card
   * is answered with the service's `visualNotFound` (a republished report that renamed them).
   */
  reportVisualsRenamed: boolean;
}

export const MOCK_IDENTITY_SWITCH_LABELS: Record<keyof MockIdentitySwitches, string> = {
  signInFails: 'Workplace sign-in fails',
  silentRenewalFails: 'Silent renewal fails',
  shortTokenLifetime: 'Token lifetime 2 minutes',
  reportLoadFails: 'Dashboards fail to load',
  reportLoadSlow: 'Dashboards load slowly',
  reportLoadHangs: 'Dashboards never finish loading',
  reportVisualsRenamed: 'Headline visuals renamed',
};

const DEFAULT_MOCK_IDENTITY_SWITCHES: MockIdentitySwitches = {
  signInFails: false,
  silentRenewalFails: false,
  shortTokenLifetime: false,
  reportLoadFails: false,
  reportLoadSlow: false,
  reportLoadHangs: false,
  reportVisualsRenamed: false,
};

const KEY = 'switches';
let memory: MockIdentitySwitches = { ...DEFAULT_MOCK_IDENTITY_SWITCHES };
let store: ReturnType<typeof createStore> | null = null;

function idbStore() {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('carrier-portal-mock-identity', 'state');
  return store;
}

function normalise(value: unknown): MockIdentitySwitches {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    signInFails: record.signInFails === true,
    silentRenewalFails: record.silentRenewalFails === true,
    shortTokenLifetime: record.shortTokenLifetime === true,
    reportLoadFails: record.reportLoadFails === true,
    reportLoadSlow: record.reportLoadSlow === true,
    reportLoadHangs: record.reportLoadHangs === true,
    reportVisualsRenamed: record.reportVisualsRenamed === true,
  };
}

export async function getMockIdentitySwitches(): Promise<MockIdentitySwitches> {
  const target = idbStore();
  if (!target) return { ...memory };
  try {
    return normalise(await get(KEY, target));
  } catch {
    return { ...memory };
  }
}

export async function setMockIdentitySwitch(name: keyof MockIdentitySwitches, on: boolean): Promise<void> {
  const next = { ...(await getMockIdentitySwitches()), [name]: on };
  memory = next;
  const target = idbStore();
  if (target) await set(KEY, next, target).catch(() => undefined);
}

export async function resetMockIdentitySwitches(): Promise<void> {
  memory = { ...DEFAULT_MOCK_IDENTITY_SWITCHES };
  const target = idbStore();
  if (target) await set(KEY, memory, target).catch(() => undefined);
}
