#!/usr/bin/env node
/**
 * `npm run stand-ins [-- --port 5443] [--portal-origin <origin>]... [--hooks] [--verbose]`: the
 * cross-site stand-ins for Microsoft Entra ID and the Power BI service (src/mocks/stand-ins) over
 * https, for the production build configured as the carrier configures it (scripts/test/build-served.mjs:
 * the real host names, the demo's tenant, client and report ids). A browser reaches them under those
 * host names when told to resolve them here, as the browser tests' production project does:
 *   --host-resolver-rules="MAP login.microsoftonline.com 127.0.0.1:5443, MAP api.powerbi.com 127.0.0.1:5443, ..."
 * and trusts their self-signed certificate (scripts/test/stand-in-tls.mjs).
 * - `--portal-origin` (repeatable): a portal origin registered with the app (its redirect bridge is
 *   a redirect URI, its origin the one the token endpoint allows); default http://localhost:4173.
 * The TypeScript is bundled with esbuild, like the mock server's: the Node part with the build's
 * environment, and the report host page for the browser.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { productionTestEnv } from '../test/build-served.mjs';
import { ensureStandInCertificate, standInHosts } from '../test/stand-in-tls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HOST_PAGE_SCRIPT = '/stand-in/report-host.js';

export function parseArgs(argv) {
  const options = { port: 5443, portalOrigins: [], hooks: false, verbose: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    const value = () => inline ?? argv[++index];
    if (flag === '--hooks') options.hooks = true;
    else if (flag === '--verbose') options.verbose = true;
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--portal-origin') options.portalOrigins.push(new URL(value()).origin);
    else throw new Error(`stand-ins: unknown option ${argv[index]}`);
  }
  if (options.portalOrigins.length === 0) options.portalOrigins.push('http://localhost:4173');
  return options;
}

/** `import.meta.env` as Vite would give the production build. */
function viteEnv(env) {
  return { MODE: 'production', DEV: false, PROD: true, SSR: false, BASE_URL: '/', ...env };
}

async function bundle(entry, platform, env, outfile) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform,
    format: 'esm',
    target: platform === 'node' ? 'node20' : 'es2022',
    ...(platform === 'node' ? { outfile, external: ['msw', 'msw/*'] } : { write: false, minify: true }),
    alias: { '@': join(root, 'src') },
    define: { 'import.meta.env': JSON.stringify(viteEnv(env)) },
    logLevel: 'warning',
  });
  return platform === 'node' ? outfile : result.outputFiles[0].text;
}

export async function startStandIns(options) {
  const env = Object.fromEntries(Object.entries(productionTestEnv()).filter(([name]) => name.startsWith('VITE_')));
  const outdir = join(root, 'node_modules/.cache/stand-ins');
  mkdirSync(outdir, { recursive: true });
  const [serverFile, script, tls] = await Promise.all([
    bundle('src/mocks/stand-ins/server.ts', 'node', env, join(outdir, `server-${options.port}.mjs`)),
    bundle('src/mocks/report-host/host-page.ts', 'browser', env),
    ensureStandInCertificate(standInHosts(env)),
  ]);
  const html = readFileSync(join(root, 'mock-pages/report-host.html'), 'utf8').replace(
    /<script type="module" src="[^"]*"><\/script>/,
    `<script type="module" src="${HOST_PAGE_SCRIPT}"></script>`,
  );
  const { startStandIns: start } = await import(`${pathToFileURL(serverFile).href}?t=${Date.now()}`);
  return start({ ...options, tls, hostPage: { html, script, scriptPath: HOST_PAGE_SCRIPT } });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const server = await startStandIns(options);
  process.stdout.write(
    `stand-ins: ${server.url} for ${standInHosts(productionTestEnv()).join(', ')} (portal ${options.portalOrigins.join(', ')}; test hooks ${options.hooks ? 'on' : 'off'})\n`,
  );
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
