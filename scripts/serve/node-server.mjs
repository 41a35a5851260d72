/**
 * What the two Node servers of the mocks share (mock-server.mjs: the backend; stand-ins.mjs: Entra ID
 * and Power BI). Their code is the in-page mocks' TypeScript, written for Vite (`import.meta.env`, the
 * `@/` alias), so esbuild (already in the toolchain; milliseconds) bundles it for Node into
 * node_modules/.cache with the environment defined, and the bundle is imported afresh.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The esbuild options both transports of the mocks use: the `@/` alias and Vite's environment. */
export function viteBundleOptions(env) {
  return {
    bundle: true,
    format: 'esm',
    alias: { '@': join(root, 'src') },
    define: { 'import.meta.env': JSON.stringify({ DEV: false, SSR: false, BASE_URL: '/', ...env }) },
    logLevel: 'warning',
  };
}

/** Bundles `entry` (a path from the project root) for Node with `env` and imports it. */
export async function importForNode(entry, env, { cache, port }) {
  const outdir = join(root, 'node_modules/.cache', cache);
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `server-${port}.mjs`);
  await build({
    ...viteBundleOptions(env),
    entryPoints: [join(root, entry)],
    outfile,
    platform: 'node',
    target: 'node20',
    // Bundle the small dependencies (Ajv is CommonJS with extension-less subpaths); msw stays a package.
    external: ['msw', 'msw/*'],
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** A port number from an option, or a clear error naming the server. */
export function portOption(name, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${name}: --port needs a port number`);
  return port;
}

/** True when the module at `moduleUrl` is the script Node was started with (not imported by a test). */
export function isMain(moduleUrl) {
  return Boolean(process.argv[1]) && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

/** Prints what runs where, and closes the server on Ctrl+C or when a test runner stops it. */
export function runUntilStopped(server, line) {
  process.stdout.write(`${line}\n`);
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
