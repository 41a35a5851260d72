#!/usr/bin/env node
/**
 * `npm run mock-server [-- --port 5310] [--hooks] [--origin <url>]... [--public-url <url> | --trust-proxy] [--verbose]`:
 * the portal's mock backend (the MSW handlers of src/mocks) over real HTTP, for the portal built
 * with mocks off and for the conformance kit. `--hooks` adds the test hooks of openapi/test-hooks.yaml.
 *
 * The contract's deployment rule: the API is served same-site with the portal, normally under `/api`
 * of the portal's origin by the web server (`location /api/ { proxy_pass http://127.0.0.1:5310/; }`).
 * - `--origin` (repeatable, or a comma list): the portal origins CORS allows; default the dev portal
 *   http://localhost:5173. Other origins get no CORS headers. A portal served from the same origin
 *   as the API (behind the proxy) needs none.
 * - `--public-url <url>`: the API's public base URL, e.g. http://localhost:8080/api; the picture URLs
 *   answered start with it. Default: this server's own URL.
 * - `--trust-proxy`: take that base URL from X-Forwarded-Proto, X-Forwarded-Host and
 *   X-Forwarded-Prefix instead, and each client's address (per-client throttles) from the last
 *   X-Forwarded-For entry (only where a proxy sets them all and nothing else reaches the port).
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

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The dev portal (`npm run dev`), the one origin CORS allows unless `--origin` says otherwise. */
export const DEFAULT_ORIGINS = ['http://localhost:5173'];

/** An origin as browsers send it: `scheme://host[:port]`, nothing more. */
function checkedOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
    throw new Error(
      `mock-server: --origin ${value} is not an origin (scheme://host[:port], no path or trailing slash)`,
    );
  }
  return value;
}

function checkedPublicUrl(value) {
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(value)) {
    throw new Error(`mock-server: --public-url ${value} is not an absolute http(s) URL without query`);
  }
  return value.replace(/\/$/, '');
}

export function parseArgs(argv) {
  const options = { port: 5310, hooks: false, verbose: false, origins: [], publicUrl: null, trustProxy: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined) throw new Error(`mock-server: ${flag} needs a value`);
      return next;
    };
    if (flag === '--hooks') options.hooks = true;
    else if (flag === '--verbose') options.verbose = true;
    else if (flag === '--trust-proxy') options.trustProxy = true;
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--origin')
      options.origins.push(
        ...value()
          .split(',')
          .map((one) => checkedOrigin(one.trim())),
      );
    else if (flag === '--public-url') options.publicUrl = checkedPublicUrl(value());
    else throw new Error(`mock-server: unknown option ${argv[index]}`);
  }
  if (!Number.isInteger(options.port) || options.port <= 0) throw new Error('mock-server: --port needs a port number');
  if (options.publicUrl && options.trustProxy) {
    throw new Error('mock-server: --public-url and --trust-proxy exclude each other (one rule for the public URL)');
  }
  if (options.origins.length === 0) options.origins = [...DEFAULT_ORIGINS];
  return options;
}

/** Bundles and starts the server; answers `{ url, close }`. */
export async function startMockServer({
  port,
  hooks,
  verbose = false,
  origins = DEFAULT_ORIGINS,
  publicUrl = null,
  trustProxy = false,
}) {
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
  return startMockHttpServer({ port, hooks, verbose, origins, publicUrl, trustProxy });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const server = await startMockServer(options);
  process.stdout.write(
    `mock-server: ${server.url} (test hooks ${options.hooks ? 'ON under /__test/' : 'off'}; CORS for ${options.origins.join(', ')}; ` +
      `picture URLs on ${options.publicUrl ?? (options.trustProxy ? 'the X-Forwarded-* headers' : server.url)}); Ctrl+C stops it\n`,
  );
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
