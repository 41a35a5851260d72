import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_BUILT_PORT ?? 5320);

// Browser tests of the *built* portal, served as a static host serves it (its `_headers` applied):
// the Content-Security-Policy holds. The demo build carries the in-browser mock backend, so no
// server is needed.
export default defineConfig({
  testDir: 'e2e-built',
  outputDir: `test-results/e2e-built-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite build --mode demo --outDir dist-e2e-built --emptyOutDir --logLevel warn && node scripts/serve-built.mjs dist-e2e-built ${port}`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
