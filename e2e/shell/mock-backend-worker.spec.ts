import { expect, test } from '@playwright/test';
import { openSignInPage } from '../support/session';

/**
 * The demo build's backend is a service worker (MSW). MSW's own worker unregisters itself when its
 * last page says it is closing, so the tab's next page could start uncontrolled and send its API calls
 * to the web server; the project's worker stays registered (public/mockServiceWorker.persistent.js).
 */
test('the mock backend stays registered when its last page unloads: the next page is controlled from its start', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const start = window as unknown as { __controlledAtStart: boolean };
    start.__controlledAtStart = navigator.serviceWorker.controller !== null;
  });
  await openSignInPage(page);
  // What MSW's page sends its worker on `beforeunload`, then a message whose answer comes after the worker
  // has handled that one (it handles each message the same way up to its answer).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const worker = navigator.serviceWorker;
        worker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
          if (event.data.type === 'KEEPALIVE_RESPONSE') resolve();
        });
        worker.controller?.postMessage('CLIENT_CLOSED');
        worker.controller?.postMessage('KEEPALIVE_REQUEST');
      }),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __controlledAtStart: boolean }).__controlledAtStart)).toBe(
    true,
  );
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found !== undefined)),
  ).toBe(true);
});
