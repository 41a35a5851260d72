import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * The portal as production builds it (mocks off), served as a static host serves it (its `_headers`
 * applied), against `npm run mock-server` over real HTTP on another origin: proves the contract's
 * CORS, cookies and picture URLs work end to end, and that the Content-Security-Policy holds.
 * `E2E_PORT` serves the portal; the mock server listens on `E2E_API_PORT` (default E2E_PORT + 1000,
 * away from the ports next to E2E_PORT that parallel runs of the main config use).
 */
const port = Number(process.env.E2E_PORT ?? 5199);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 1000);
const outDir = `node_modules/.cache/dist-mock-server-${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['mock-server.spec.ts', 'csp.spec.ts'],
  outputDir: `test-results/mock-server-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  metadata: { apiBaseUrl: `http://localhost:${apiPort}` },
  webServer: [
    {
      command: `node scripts/mock-server.mjs --port ${apiPort} --hooks --origin http://localhost:${port}`,
      port: apiPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        `VITE_ENABLE_MOCKS=false VITE_API_BASE_URL=http://localhost:${apiPort} npx vite build --mode production --outDir ${outDir} --emptyOutDir` +
        ` && node scripts/serve-built.mjs ${outDir} ${port}`,
      url: `http://localhost:${port}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
