import { defineConfig, devices } from '@playwright/test';
import { testBrowserLaunchOptions } from './scripts/test/chromium.mjs';
import { playwrightJsonReporter } from './scripts/test/test-reports.mjs';

/**
 * The static Storybook (`npm run build-storybook`) as a static host serves it: builds it, serves the
 * folder with no fallback page, and opens stories of it in Chromium. `STORYBOOK_STATIC_DIR` serves an
 * existing build instead of building one.
 */
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 5250);
const prebuilt = process.env.STORYBOOK_STATIC_DIR;
const outDir = prebuilt ?? `node_modules/.cache/storybook-static-${port}`;
const build = `npx storybook build --quiet --output-dir ${outDir} && `;

export default defineConfig({
  testDir: 'e2e-storybook',
  outputDir: `test-results/storybook-static-${port}`,
  fullyParallel: false,
  workers: 1,
  // As in playwright.config.ts: a retry only records a trace; a test that needed one fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], playwrightJsonReporter('storybook-static')],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testBrowserLaunchOptions,
    trace: 'on-first-retry',
  },
  webServer: {
    command: `${prebuilt ? '' : build}node e2e-storybook/serve-static.mjs ${outDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
