import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { apiPort, demoPort, newDeployDir, newDeployPort, productionPort as port } from './e2e/built/served-builds';
import { SERVED_BUILDS } from './scripts/build-served.mjs';

/**
 * The builds that ship, served as they ship: by nginx with the deployment's own configuration
 * (deploy/nginx.conf, its security headers included), built by `node scripts/build-served.mjs`.
 * - `production`: the production build (mocks off) with `npm run mock-server` behind nginx's `/api/`
 *   proxy (the same-site layout the contract requires), on E2E_PORT;
 * - `demo`: the demo build (mocks in the browser), on E2E_PORT + 1;
 * - `new-deploy`: a copy of the production build that a test replaces while a tab is open, on E2E_PORT + 2.
 * The mock server listens on E2E_API_PORT (default E2E_PORT + 1000).
 */

const nginx = (dir: string, at: number, api?: number) => ({
  command: `node scripts/serve-nginx.mjs ${dir} ${at}${api ? ` ${api}` : ''}`,
  url: `http://localhost:${at}/login`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'e2e/built',
  outputDir: `test-results/built-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  metadata: { apiBaseUrl: `http://localhost:${port}/api` },
  projects: [
    {
      name: 'production',
      testMatch: ['mock-server.spec.ts', 'csp.spec.ts'],
      use: { baseURL: `http://localhost:${port}` },
    },
    { name: 'demo', testMatch: ['demo-build.spec.ts'], use: { baseURL: `http://localhost:${demoPort}` } },
    { name: 'new-deploy', testMatch: ['new-deploy.spec.ts'], use: { baseURL: `http://localhost:${newDeployPort}` } },
  ],
  webServer: [
    {
      // Behind nginx's /api/ proxy (same origin as the portal): picture URLs on the portal's /api, and
      // the test hooks (recovery codes, a reset) for the recovery test.
      command: `node scripts/mock-server.mjs --port ${apiPort} --hooks --public-url http://localhost:${port}/api`,
      port: apiPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    nginx(SERVED_BUILDS.production, port, apiPort),
    nginx(SERVED_BUILDS.demo, demoPort),
    {
      // The copy a new-deploy test replaces (made fresh for every run).
      command: `rm -rf ${newDeployDir} && cp -r ${SERVED_BUILDS.production} ${newDeployDir} && ${nginx(newDeployDir, newDeployPort, apiPort).command}`,
      url: `http://localhost:${newDeployPort}/login`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
