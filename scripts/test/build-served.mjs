// Builds, once, what the browser tests (playwright.config.ts) and the byte budgets run on:
//  - dist/: the production build (mocks off) configured as a carrier configures it for Microsoft's
//    services (Entra ID's authority, its metadata fetched, the Power BI hosts), with the demo's tenant,
//    client and report ids standing in for the carrier's (a production build refuses to build without
//    them) and the API same-site under /api. The browser tests resolve Microsoft's host names to the
//    cross-site stand-ins (scripts/serve/stand-ins.mjs), whose certificate is made here too;
//  - the demo build (mocks on), as `npm run build:demo` makes it.
// Both with one difference from what ships: the API time-out is 5 s instead of 15 s, so the tests of
// calls that answer late or never end sooner.
//   node scripts/test/build-served.mjs
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { certificateHosts, ensureStandInCertificate } from './stand-in-tls.mjs';

export const SERVED_BUILDS = { production: 'dist', demo: 'node_modules/.cache/dist-demo' };

/** The environment of a production build with the demo's values and the mocks off. */
export function productionTestEnv() {
  const demo = loadEnv('demo', process.cwd(), 'VITE_');
  return {
    ...demo,
    VITE_ENABLE_MOCKS: 'false',
    VITE_API_BASE_URL: '/api',
    // Microsoft's own endpoints, as the carrier's build names them (.env.example); MSAL fetches the
    // tenant's metadata from the authority.
    VITE_WORKPLACE_AUTHORITY: `https://login.microsoftonline.com/${demo.VITE_WORKPLACE_TENANT_ID}/v2.0`,
    VITE_WORKPLACE_AUTHORITY_METADATA: 'none',
    VITE_REPORT_SERVICE_URL: 'https://api.powerbi.com',
    VITE_REPORT_EMBED_BASE_URL: 'https://app.powerbi.com/reportEmbed',
    ...process.env,
  };
}

/**
 * Each served build's API time-out (`VITE_API_TIMEOUT_MS`). The production build's API is the mock server,
 * which answers in milliseconds: 5 s keeps the tests of the time-out itself short (a sign-in answered after
 * it, e2e/built/mock-server.spec.ts). The demo build's backend runs in the page (MSW), on the main thread the
 * report draws on too: on a loaded 2-core machine its answers took over 5 s (a trace of the saved-views spec:
 * calls aborted at 5 s, a list that "could not be loaded"), so it keeps the 15 s it ships with.
 */
export const SERVED_API_TIMEOUT_MS = { production: 5_000, demo: 15_000 };

const build = (mode, outDir, env) =>
  new Promise((resolve, reject) => {
    const args = ['vite', 'build', '--mode', mode, '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
    const timeout = { VITE_API_TIMEOUT_MS: String(SERVED_API_TIMEOUT_MS[mode]) };
    spawn('npx', args, { stdio: 'inherit', env: { ...timeout, ...env } })
      .on('error', reject)
      .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${mode} build failed (exit ${code})`))));
  });

/**
 * The stand-ins' certificate (made once per machine), for their host names and localhost: the
 * production build and the conformance kit are also served by nginx ending TLS (deploy/nginx.conf, tls).
 */
export const ensureServedCertificate = () => ensureStandInCertificate(certificateHosts(productionTestEnv()));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const productionEnv = productionTestEnv();
  await ensureServedCertificate();
  // At once: most of a build is one thread (Rollup's), so two share the two cores.
  await Promise.all([
    build('production', SERVED_BUILDS.production, productionEnv),
    build('demo', SERVED_BUILDS.demo, process.env),
  ]);
}
