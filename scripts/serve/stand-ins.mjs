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
 * Its TypeScript is bundled like the mock server's (node-server.mjs): the Node part with the build's
 * environment, and the report host page for the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { productionTestEnv } from '../test/build-served.mjs';
import { certificateHosts, ensureStandInCertificate, standInHosts } from '../test/stand-in-tls.mjs';
import { importForNode, isMain, portOption, root, runUntilStopped, viteBundleOptions } from './node-server.mjs';

const HOST_PAGE_SCRIPT = '/stand-in/report-host.js';

export function standInOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '5443' },
      'portal-origin': { type: 'string', multiple: true, default: ['http://localhost:4173'] },
      hooks: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  return {
    port: portOption('stand-ins', values.port),
    portalOrigins: values['portal-origin'].map((origin) => new URL(origin).origin),
    hooks: values.hooks,
    verbose: values.verbose,
  };
}

/** `import.meta.env` of the production build the stand-ins serve (its hosts, tenant, client and reports). */
export function standInEnv() {
  return {
    MODE: 'production',
    PROD: true,
    ...Object.fromEntries(Object.entries(productionTestEnv()).filter(([name]) => name.startsWith('VITE_'))),
  };
}

export async function startStandIns(options, env = standInEnv()) {
  const [server, hostPageBundle, tls] = await Promise.all([
    importForNode('src/mocks/stand-ins/server.ts', env, { cache: 'stand-ins', port: options.port }),
    build({
      ...viteBundleOptions(env),
      entryPoints: [join(root, 'src/mocks/report-host/host-page.ts')],
      platform: 'browser',
      target: 'es2022',
      write: false,
      minify: true,
    }),
    ensureStandInCertificate(certificateHosts(env)),
  ]);
  const html = readFileSync(join(root, 'mock-pages/report-host.html'), 'utf8').replace(
    /<script type="module" src="[^"]*"><\/script>/,
    `<script type="module" src="${HOST_PAGE_SCRIPT}"></script>`,
  );
  const script = hostPageBundle.outputFiles[0].text;
  return server.startStandIns({ ...options, tls, hostPage: { html, script, scriptPath: HOST_PAGE_SCRIPT } });
}

if (isMain(import.meta.url)) {
  const options = standInOptions(process.argv.slice(2));
  const env = standInEnv();
  const server = await startStandIns(options, env);
  runUntilStopped(
    server,
    `stand-ins: ${server.url} for ${standInHosts(env).join(', ')} (portal ${options.portalOrigins.join(', ')}; test hooks ${options.hooks ? 'on' : 'off'})`,
  );
}
