import { defineConfig, devices } from '@playwright/test';
import { testBrowserLaunchOptions } from './scripts/test/chromium.mjs';
import { playwrightJsonReporter } from './scripts/test/test-reports.mjs';
import { storybookStaticDir, storybookStaticPort } from './e2e-storybook/storybook-build';
import { VISUAL_BASELINE_DIR } from './e2e-storybook/visual-baseline';

/**
 * The static Storybook (`npm run build-storybook`) as a static host serves it: serves the folder with
 * no fallback page and opens stories of it in Chromium; the visual run compares every story with its
 * baseline image. Run it with `node scripts/test/storybook-static.mjs [playwright args]`, which builds
 * the Storybook first (the visual run lists its stories from the build), or set `STORYBOOK_STATIC_DIR`
 * to an existing build.
 */
export default defineConfig({
  testDir: 'e2e-storybook',
  outputDir: `test-results/storybook-static-${storybookStaticPort}`,
  fullyParallel: false,
  // Two cores: one preview page per worker renders story after story (e2e-storybook/visual.spec.ts).
  workers: 2,
  // As in playwright.config.ts: a retry only records a trace; a test that needed one fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 45_000,
  expect: {
    timeout: 15_000,
    // Any changed pixel is a change. The per-pixel colour tolerance (pixelmatch's own default, 0.1) lets
    // through only the anti-aliasing of a popover's rounded corners and shadows, which measured a few
    // pixels different between renders; a colour or a layout change is far beyond it.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.1, maxDiffPixels: 0 },
  },
  snapshotPathTemplate: `${VISUAL_BASELINE_DIR}/{arg}{ext}`,
  reporter: [
    ['list'],
    playwrightJsonReporter('storybook-static'),
    ['./scripts/test/visual-report.mjs', { outputDir: `test-results/visual-report-${storybookStaticPort}` }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${storybookStaticPort}`,
    launchOptions: testBrowserLaunchOptions,
    trace: 'on-first-retry',
  },
  webServer: {
    command: `node e2e-storybook/serve-static.mjs ${storybookStaticDir} ${storybookStaticPort}`,
    url: `http://127.0.0.1:${storybookStaticPort}/index.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
