// Builds, once, what the browser tests (playwright.config.ts) and the byte budgets run on:
//  - dist/: the production build (mocks off) configured as a carrier would configure it, with the
//    demo's report ids and identity values standing in for the carrier's (a production build refuses
//    to build without them) and the API same-site under /api;
//  - the demo build (mocks on), as `npm run build:demo` makes it.
// Both with one difference from what ships: the API time-out is 5 s instead of 15 s, so the tests of
// calls that answer late or never end sooner.
//   node scripts/test/build-served.mjs
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

export const SERVED_BUILDS = { production: 'dist', demo: 'node_modules/.cache/dist-demo' };

/** The environment of a production build with the demo's values and the mocks off. */
export function productionTestEnv() {
  return {
    ...loadEnv('demo', process.cwd(), 'VITE_'),
    VITE_ENABLE_MOCKS: 'false',
    VITE_API_BASE_URL: '/api',
    // The real provider's metadata would be fetched from the (unreachable) authority; no test of the
    // production build signs in to the workplace: the demo build does, against the mock provider.
    VITE_WORKPLACE_AUTHORITY_METADATA: 'none',
    ...process.env,
  };
}

const TEST_API_TIMEOUT = { VITE_API_TIMEOUT_MS: '5000' };

const build = (mode, outDir, env) =>
  execSync(`npx vite build --mode ${mode} --logLevel warn --outDir ${outDir} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...TEST_API_TIMEOUT, ...env },
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build('production', SERVED_BUILDS.production, productionTestEnv());
  build('demo', SERVED_BUILDS.demo, process.env);
}
