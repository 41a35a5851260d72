import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_BUILT_PORT ?? 5320);
const apiPort = port + 1000;
const outDir = `node_modules/.cache/dist-e2e-built-${port}`;

// Browser tests of the *production* build (mocks off), served as a static host serves it (its
// `_headers` applied), against `npm run mock-server` on another origin: the Content-Security-Policy
// holds for the real app, with the API origin it is configured with.
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
  webServer: [
    {
      command: `node scripts/mock-server.mjs --port ${apiPort}`,
      port: apiPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        `VITE_ENABLE_MOCKS=false VITE_API_BASE_URL=http://127.0.0.1:${apiPort} npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn` +
        ` && node scripts/serve-built.mjs ${outDir} ${port}`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
