import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { testBrowserLaunchOptions } from './scripts/test/chromium.mjs';
import { portalEnv } from './scripts/vite/portal-env';
import { LAZILY_IMPORTED_DEPENDENCIES } from './vite.config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

/**
 * Unit test files share one module graph and one jsdom per worker (`isolate: false`): a fresh jsdom,
 * MSW and Mantine for each of 80 files was two thirds of the unit tests' time. The shared set-up
 * (src/testing/setup.ts) resets what a page keeps between tests. A file that replaces modules
 * (`vi.mock`) or starts from a fresh page's modules (`vi.resetModules`) would change them for the files
 * after it, so those run in a graph of their own.
 */
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
// Both folders of UNIT_TESTS.
const testsWithOwnModules = ['src', 'scripts']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
  .filter((file) => /\.test\.(tsx?|mjs)$/.test(file))
  .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(file, 'utf8')));

const unitTest: InlineConfig = {
  environment: 'jsdom',
  environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  setupFiles: ['src/testing/setup.ts'],
  pool: 'forks',
  // Two cores.
  maxWorkers: 2,
  testTimeout: 15_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // The demo values of .env.demo, as in development.
        plugins: [portalEnv(), react()],
        resolve: { alias },
        test: { ...unitTest, name: 'unit', include: UNIT_TESTS, exclude: testsWithOwnModules, isolate: false },
      },
      {
        plugins: [portalEnv(), react()],
        resolve: { alias },
        test: { ...unitTest, name: 'unit-own-modules', include: testsWithOwnModules },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias },
        // A dependency found only when a story opens a mock page (the report host's powerbi-models)
        // made Vite re-optimise and reload the page under a running test on a clean clone.
        optimizeDeps: { include: [...LAZILY_IMPORTED_DEPENDENCIES] },
        test: {
          name: 'storybook',
          // All story files in one preview page, as Storybook itself shows one story after another: the
          // preview's decorator starts each story from a clear query cache and session, and the MSW addon
          // resets the handlers. A page per file loaded the preview, MSW and Mantine 25 times (measured:
          // 150 s against 64 s, every story passing, in shuffled file order and on a loaded machine too).
          isolate: false,
          // A file's first story waits for the transforms of its lazy chunks (a dashboard's: powerbi-client,
          // MSAL, the mock host); beside the browser tests in npm test that took over 30 s (2026-11-29).
          testTimeout: 60_000,
          setupFiles: ['src/testing/story-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: testBrowserLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
