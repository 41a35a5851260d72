import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { portalEnv } from './scripts/portal-env';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        // The demo values of .env.demo, as in development.
        plugins: [portalEnv(), react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['src/testing/setup.ts'],
          // Two cores: one fork keeps the machine responsive for the dev server and Chromium.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 15_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
