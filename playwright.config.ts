import { defineConfig, devices } from '@playwright/test';
import { testBrowserLaunchOptions } from './scripts/test/chromium.mjs';
import { productionTestEnv, SERVED_BUILDS } from './scripts/test/build-served.mjs';
import { standInHosts, standInSpkiHash } from './scripts/test/stand-in-tls.mjs';
import { playwrightJsonReporter } from './scripts/test/test-reports.mjs';
import {
  apiPort,
  contractProxyLog,
  contractProxyPort,
  demoPort,
  devServerPort,
  newDeployDir,
  newDeployPort,
  productionPort,
  standInPort,
  tlsPort,
  tlsRedirectPort,
} from './e2e/support/served-builds';

/**
 * The browser tests, in Debian's Chromium, against the builds that ship, served as they ship: by nginx
 * with the deployment's own configuration (deploy/nginx.conf and its headers). `node
 * scripts/test/build-served.mjs` builds them first (`npm test` and `npm run test:e2e` do).
 * - `demo`: every journey, on the demo build (the mock backend, identity provider and report host in
 *   the browser), on E2E_PORT. A built app loads in a third of the dev server's time (one file per
 *   chunk instead of some 450 modules), which is most of what a browser test waits for;
 * - `dev-server`: what only the dev server does (its mock pages, its module loading), on E2E_PORT + 3;
 * - `production`: the production build (mocks off) with `npm run mock-server` behind nginx's `/api/`
 *   proxy (the same-site layout the contract requires), on E2E_PORT + 1; and a copy of it that a test
 *   replaces while a tab is open (a new deploy), on E2E_PORT + 2.
 * The mock server listens on E2E_API_PORT (default E2E_PORT + 1000).
 */

/**
 * The production build's browser: Microsoft's host names (as the build is configured) resolve to the
 * cross-site stand-ins, whose self-signed certificate, and no other, it trusts.
 */
const standInBrowser = {
  ...testBrowserLaunchOptions,
  args: [
    ...testBrowserLaunchOptions.args,
    `--host-resolver-rules=${standInHosts(productionTestEnv())
      .map((host) => `MAP ${host} 127.0.0.1:${standInPort}`)
      .join(', ')}`,
    `--ignore-certificate-errors-spki-list=${standInSpkiHash() ?? 'none: run node scripts/test/build-served.mjs first'}`,
  ],
};

const nginx = (dir: string, at: number, api?: number) => ({
  command: `node scripts/serve/serve-nginx.mjs ${dir} ${at}${api ? ` ${api}` : ''}`,
  url: `http://localhost:${at}/login`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${demoPort}`,
  // Every test has a browser context of its own (its own mock backend in IndexedDB), so tests run at
  // once, those of one file too: the fault matrix's 15 scenarios in one worker were 228 s of a 377 s
  // run. Three workers on two cores: a test spends part of its time waiting (time-outs, timers), and a
  // third worker fills it (measured: 5.9 min against 7.2 min with two, all passing).
  fullyParallel: true,
  workers: 3,
  // Flaky means failing: CI retries a failed test once only to record its trace (see `trace`), and the run
  // fails all the same; npm test lists such tests by name (scripts/test/npm-test.mjs).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], playwrightJsonReporter('browser')],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: testBrowserLaunchOptions,
    // Recording a trace doubles a test's CPU time (measured: 240 s against 121 s for two spec files),
    // so only a retry records one: CI retries a failed test once and keeps that trace. Locally, pass
    // `--trace on` to record one.
    trace: 'on-first-retry',
  },
  // The API as the portal reaches it (nginx's /api/), and the mock server itself, whose test hooks
  // nginx does not pass on.
  metadata: {
    apiBaseUrl: `http://localhost:${productionPort}/api`,
    hooksBaseUrl: `http://localhost:${apiPort}`,
    standInHooksUrl: `https://127.0.0.1:${standInPort}/__test`,
  },
  projects: [
    // First, so that its one worker starts with the others instead of running alone at the end
    // (measured: its 70 s of tests were the last minute of the run, at a fifth of the CPU).
    {
      // The production build and the copy a new-deploy test replaces (built/new-deploy.spec.ts sets
      // its own baseURL): one mock server behind both, whose state a test resets, so one at a time.
      name: 'production',
      testDir: 'e2e/built',
      workers: 1,
      use: { baseURL: `http://localhost:${productionPort}`, launchOptions: standInBrowser },
    },
    {
      name: 'demo',
      testIgnore: ['built/**', 'dev-server.spec.ts'],
      use: { baseURL: `http://localhost:${demoPort}` },
    },
    // Last, so its two tests are queued after the demo's: at the start of npm test the static Storybook
    // builds and the stories' own Vite server transforms every story beside this run, and a dev server
    // serving the app module by module then did not draw a report within 90 s (CI, 2026-11-29).
    {
      name: 'dev-server',
      testMatch: 'dev-server.spec.ts',
      use: { baseURL: `http://localhost:${devServerPort}` },
    },
  ],
  webServer: [
    nginx(SERVED_BUILDS.demo, demoPort),
    {
      command: `VITE_CACHE_DIR=node_modules/.vite-e2e-${devServerPort} npx vite --port ${devServerPort} --strictPort --mode development`,
      url: `http://localhost:${devServerPort}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Behind nginx's /api/ proxy (same origin as the portal): picture URLs on the portal's /api, and
      // the test hooks (recovery codes, a reset) for the recovery test.
      // Behind nginx as a deployment runs it: its public URL and each client's address from the proxy.
      command: `node scripts/serve/mock-server.mjs --port ${apiPort} --hooks --trust-proxy 127.0.0.1`,
      port: apiPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The validating proxy: nginx's /api/ reaches the mock server through it, so every call of the
      // production build and every answer is checked against the contract; e2e/support/contract-proxy.ts
      // fails a test on the violations it logs.
      command: `node scripts/test/contract-proxy.mjs --port ${contractProxyPort} --upstream http://127.0.0.1:${apiPort} --log ${contractProxyLog}`,
      port: contractProxyPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    nginx(SERVED_BUILDS.production, productionPort, contractProxyPort),
    {
      // The same build behind nginx ending TLS itself (deploy/nginx.conf's other topology), with the
      // stand-ins' certificate, which the production browser trusts: the https cookie names.
      command: `node scripts/serve/serve-nginx.mjs ${SERVED_BUILDS.production} ${tlsPort} ${contractProxyPort} tls ${tlsRedirectPort}`,
      url: `https://localhost:${tlsPort}/login`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Entra ID and the Power BI service on their own sites, the production build's portal registered.
      command: `node scripts/serve/stand-ins.mjs --port ${standInPort} --hooks --portal-origin http://localhost:${productionPort}`,
      url: `https://127.0.0.1:${standInPort}/__test/token-requests`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The copy a new-deploy test replaces (made fresh for every run).
      command: `rm -rf ${newDeployDir} && cp -r ${SERVED_BUILDS.production} ${newDeployDir} && ${nginx(newDeployDir, newDeployPort, contractProxyPort).command}`,
      url: `http://localhost:${newDeployPort}/login`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
