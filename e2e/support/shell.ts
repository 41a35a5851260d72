import { expect, type Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen';

/** The six topics of the 2024 deployment, as the spec names them and routes them. */
export const TOPICS = [
  { title: 'Market Intelligence', path: '/sales-2024/market-intelligence' },
  { title: 'Customer Segmentation', path: '/sales-2024/customer-segmentation' },
  { title: 'Agent Productivity', path: '/sales-2024/agent-productivity' },
  { title: 'Sales Opportunity', path: '/sales-2024/sales-opportunity' },
  { title: 'Quick Wins', path: '/sales-2024/quick-wins' },
  { title: 'Metrics for Performance Tracking', path: '/sales-2024/metrics-for-performance-tracking' },
] as const;

export function rail(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

export async function railWidth(page: Page): Promise<number> {
  const box = await rail(page).boundingBox();
  if (!box) throw new Error('The side rail is not visible');
  return Math.round(box.width);
}

export function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

/** Waits until a page is shown: its URL, its heading and the title in the header and the tab. */
export async function expectPage(page: Page, path: string, title: string, heading: string = title) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Carrier Analytics Portal`);
}

/** An activity record as the portal sends it (the contract's ActivityRequest). */
export type ActivityRecord = components['schemas']['ActivityRequest'];

/** The activity records the in-browser mock backend has stored. */
export async function activityLog(page: Page): Promise<ActivityRecord[]> {
  return page.evaluate(async () => {
    const backend = (window as { __mockBackend?: { getActivityLog(): Promise<unknown[]> } }).__mockBackend;
    if (!backend) throw new Error('The mock backend is not running');
    return (await backend.getActivityLog()) as ActivityRecord[];
  });
}
