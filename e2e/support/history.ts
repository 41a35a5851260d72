import type { Page } from '@playwright/test';

/**
 * The browser's Back, to an entry of another document, on the demo build: the page's own
 * `history.back()`, then its load.
 *
 * Playwright's `page.goBack()` (the DevTools protocol's history navigation, made by the browser) crashed
 * Debian's Chromium 156 renderer now and then ("Page crashed", a segfault in the kernel log) when the
 * entry's page is controlled by a service worker, as the demo's mock backend is. Measured on a busy
 * machine: at least 10 of 24 tests of 12 such Backs each crashed, in chromium-headless-shell and in the full
 * browser; none in 13 tests (156 Backs) with `history.back()`, none in 72 `goBack()`s on the production
 * build, which has no service worker. `reports.spec.ts`'s Back test failed this way in full runs.
 *
 * It is the same traversal of the session history, and a stricter one: it does not skip entries pushed
 * without a user's gesture as the Back button does (Chromium's history intervention), so a page that
 * Back leads out of here leads out with the button.
 */
export async function backToAnotherDocument(page: Page, expectedUrl: RegExp): Promise<void> {
  // Queued, so the call returns before the page it runs in goes (else "Execution context was destroyed").
  await Promise.all([page.waitForURL(expectedUrl), page.evaluate(() => void setTimeout(() => history.back()))]);
}
