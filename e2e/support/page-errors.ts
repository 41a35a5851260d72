import type { Page } from '@playwright/test';

/** Fails the test on an uncaught error in the page: a journey that works must not throw on the way. */
export function failOnUncaughtError(page: Page): void {
  page.on('pageerror', (error) => {
    throw error;
  });
}
