import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5199);

// Browser tests run in Debian's Chromium against the dev server with the in-browser mock backend.
export default defineConfig({
  testDir: 'e2e',
  // The served builds' tests: playwright.built.config.ts.
  testIgnore: ['built/**'],
  // One output folder per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // A 5 s API time-out (15 s by default) keeps the never-answering fault cases short.
    command: `VITE_API_TIMEOUT_MS=5000 VITE_CACHE_DIR=node_modules/.vite-e2e-${port} npx vite --port ${port} --strictPort --mode development`,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
