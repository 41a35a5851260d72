import { expect, type Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen';
import { TOPIC_PAGES } from '../../src/testing/topic-pages';

/** Every topic page (title and path), from the topic list itself: a new topic needs no edit here. */
export const TOPICS = TOPIC_PAGES;

export function rail(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

export async function railWidth(page: Page): Promise<number> {
  const box = await rail(page).boundingBox();
  if (!box) throw new Error('The side rail is not visible');
  return Math.round(box.width);
}

/**
 * Home's topic cards: since the tenth grade the rail lists Home and the module only, so a test opens a topic from
 * home here, and moves between topics by their strip.
 */
export function homeTopics(page: Page) {
  return page.getByRole('navigation', { name: 'Sales Analytics 2024 topics' });
}

/** A topic page's strip of the deployment's topics. */
export function topicStrip(page: Page) {
  return page.getByTestId('topic-tab-strip');
}

export function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

/** Waits until a page is shown: its URL, its heading and the title in the header and the tab. */
export async function expectPage(page: Page, path: string, title: string, heading: string | RegExp = title) {
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
