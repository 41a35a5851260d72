#!/usr/bin/env node
/**
 * `npm run mock-server [-- --port 5310] [--hooks] [--verbose]`: the portal's mock backend (the MSW
 * handlers of src/mocks) over real HTTP, for the portal built with mocks off
 * (`VITE_ENABLE_MOCKS=false VITE_API_BASE_URL=http://localhost:5310 npm run build`) and for the
 * conformance kit. `--hooks` adds the test hooks of openapi/test-hooks.yaml.
 *
 * The handlers are TypeScript that reads Vite's `import.meta.env`, so this bundles them with esbuild
 * (already used by the toolchain; milliseconds) into node_modules/.cache, defining the environment
 * the handlers read: the API base URL is this server's own URL.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function parseArgs(argv) {
  const options = { port: 5310, hooks: false, verbose: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--hooks') options.hooks = true;
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--port') options.port = Number(argv[++index]);
    else if (arg.startsWith('--port=')) options.port = Number(arg.slice('--port='.length));
    else throw new Error(`mock-server: unknown option ${arg}`);
  }
  if (!Number.isInteger(options.port) || options.port <= 0) throw new Error('mock-server: --port needs a port number');
  return options;
}

/** Bundles and starts the server; answers `{ url, close }`. */
export async function startMockServer({ port, hooks, verbose = false }) {
  const outdir = join(root, 'node_modules/.cache/mock-server');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `server-${port}.mjs`);
  const env = {
    MODE: 'mock-server',
    DEV: false,
    PROD: false,
    SSR: true,
    BASE_URL: '/',
    VITE_API_BASE_URL: `http://localhost:${port}`,
    VITE_AUTH_PROVIDER: process.env.VITE_AUTH_PROVIDER ?? 'portal',
  };
  await build({
    entryPoints: [join(root, 'src/mocks/server/http-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundle the small dependencies (Ajv is CommonJS with extension-less subpaths); msw stays a package.
    external: ['msw', 'msw/*'],
    alias: { '@': join(root, 'src') },
    define: { 'import.meta.env': JSON.stringify(env) },
    logLevel: 'warning',
  });
  const { startMockHttpServer } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  return startMockHttpServer({ port, hooks, verbose });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const server = await startMockServer(options);
  process.stdout.write(
    `mock-server: ${server.url} (test hooks ${options.hooks ? 'ON under /__test/' : 'off'}); Ctrl+C stops it\n`,
  );
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
