import type { Page } from '@playwright/test';
import type { MockFault, MockOperationId } from '../../src/mocks/scenarios/operations';
import { mockBackendReady } from './auth';

export type { MockFault as Fault };

/** Sets a fault of the in-browser mock backend (kept in IndexedDB, so it survives reloads). */
export async function setFault(page: Page, operationId: MockOperationId, fault: MockFault): Promise<void> {
  await mockBackendReady(page);
  await page.evaluate(([id, value]) => window.__mockBackend!.setFault(id, value), [operationId, fault] as const);
}
