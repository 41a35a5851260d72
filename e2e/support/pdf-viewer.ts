import type { Page } from '@playwright/test';

/**
 * The test browser (Chromium's headless shell) has no PDF viewer (`navigator.pdfViewerEnabled` is
 * false), so Quick Wins shows its poster there, as on a phone. Tests of the frame a desktop browser
 * shows (R2.38) make the page see a browser that draws PDFs; call before the page loads.
 */
export async function asABrowserThatShowsPdfs(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { configurable: true, get: () => true }),
  );
}
