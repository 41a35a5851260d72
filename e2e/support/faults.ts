import type { Page } from '@playwright/test';
import { mockBackendReady } from './auth';

export type Fault = 'none' | 'http-500' | 'network-error' | 'delay-3s' | 'delay-10s' | 'no-answer' | 'malformed-json';

/** Sets a fault of the in-browser mock backend (kept in IndexedDB, so it survives reloads). */
export async function setFault(page: Page, operationId: string, fault: Fault): Promise<void> {
  await mockBackendReady(page);
  await page.evaluate(([id, value]) => window.__mockBackend!.setFault(id as never, value as never), [
    operationId,
    fault,
  ] as const);
}

/** Sign Out from the avatar panel, confirmed. */
export async function signOutFromThePanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: /open account panel/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign Out' }).click();
}
