#!/usr/bin/env node
/**
 * `npm run mock-server [-- --port 5310] [--host 127.0.0.1] [--hooks] [--origin <url>]... [--public-url <url> | --trust-proxy <address>] [--verbose]`:
 * the portal's mock backend (the MSW handlers of src/mocks) over real HTTP, for the portal built
 * with mocks off and for the conformance kit. `--hooks` adds the test hooks of openapi/test-hooks.yaml.
 *
 * The contract's deployment rule: the API is served same-site with the portal, normally under `/api`
 * of the portal's origin by the web server (`location /api/ { proxy_pass http://127.0.0.1:5310/; }`).
 * - `--host <address>`: the interface to listen on; default 127.0.0.1 (loopback: the web server in
 *   front reaches it, the network does not; with `--hooks` anyone who reaches it reads every
 *   recovery code). `--host 0.0.0.0` only on a machine no one else can reach.
 * - `--origin` (repeatable, or a comma list): the portal origins CORS allows; default the dev portal
 *   http://localhost:5173. Other origins get no CORS headers. A portal served from the same origin
 *   as the API (behind the proxy) needs none.
 * - `--public-url <url>`: the API's public base URL, e.g. http://localhost:8080/api; the picture URLs
 *   answered start with it. Default: this server's own URL.
 * - `--trust-proxy <address>`: on requests from that address (the proxy's, e.g. 127.0.0.1 for nginx on
 *   this host), take that base URL from X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-Prefix
 *   instead, and each client's address (per-client throttles) from the last X-Forwarded-For entry;
 *   from any other address those headers are dropped. On a shared host every local process can
 *   connect from 127.0.0.1: give nginx an address of its own there (`proxy_bind 127.0.0.3`).
 *
 * The handlers are bundled for Node (node-server.mjs) with the environment they read: the API base
 * URL is this server's own URL.
 */
import { isIP } from 'node:net';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { importForNode, isMain, portOption, root, runUntilStopped } from './node-server.mjs';

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

/** The trusted proxy's address, an IP address as the socket reports it. */
function checkedAddress(value) {
  if (isIP(value) === 0) throw new Error(`mock-server: --trust-proxy ${value} is not an IP address (the proxy's)`);
  return value;
}

function checkedPublicUrl(value) {
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(value)) {
    throw new Error(`mock-server: --public-url ${value} is not an absolute http(s) URL without query`);
  }
  return value.replace(/\/$/, '');
}

export function mockServerOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '5310' },
      host: { type: 'string', default: '127.0.0.1' },
      hooks: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      origin: { type: 'string', multiple: true, default: [] },
      'public-url': { type: 'string' },
      'trust-proxy': { type: 'string' },
    },
  });
  const origins = values.origin.flatMap((list) => list.split(',')).map((one) => checkedOrigin(one.trim()));
  const options = {
    port: portOption('mock-server', values.port),
    host: values.host,
    hooks: values.hooks,
    verbose: values.verbose,
    origins: origins.length > 0 ? origins : [...DEFAULT_ORIGINS],
    publicUrl: values['public-url'] === undefined ? null : checkedPublicUrl(values['public-url']),
    trustProxy: values['trust-proxy'] === undefined ? null : checkedAddress(values['trust-proxy']),
  };
  if (options.publicUrl && options.trustProxy) {
    throw new Error('mock-server: --public-url and --trust-proxy exclude each other (one rule for the public URL)');
  }
  return options;
}

/**
 * The reports the portal is configured with, whose views the server keeps (contract: `POST
 * /reports/{reportId}/saved-views`): the same `VITE_REPORT_ID_*` variables the portal is built with,
 * from the environment, else the demo's (`.env.demo`, which the test builds use).
 */
function configuredReportIds() {
  const fromEnvironment = Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => name.startsWith('VITE_REPORT_ID_') && value),
  );
  return { ...loadEnv('demo', root, 'VITE_REPORT_ID_'), ...fromEnvironment };
}

/** Bundles and starts the server; answers `{ url, close }`. */
export async function startMockServer({
  port,
  host = '127.0.0.1',
  hooks,
  verbose = false,
  origins = DEFAULT_ORIGINS,
  publicUrl = null,
  trustProxy = null,
}) {
  const env = {
    MODE: 'mock-server',
    PROD: false,
    SSR: true,
    VITE_API_BASE_URL: `http://localhost:${port}`,
    VITE_AUTH_PROVIDER: process.env.VITE_AUTH_PROVIDER ?? 'portal',
    ...configuredReportIds(),
  };
  const { startMockHttpServer } = await importForNode('src/mocks/server/http-server.ts', env, {
    cache: 'mock-server',
    port,
  });
  return startMockHttpServer({ port, host, hooks, verbose, origins, publicUrl, trustProxy });
}

if (isMain(import.meta.url)) {
  const options = mockServerOptions(process.argv.slice(2));
  const server = await startMockServer(options);
  runUntilStopped(
    server,
    `mock-server: ${server.url} (test hooks ${options.hooks ? 'ON under /__test/' : 'off'}; CORS for ${options.origins.join(', ')}; ` +
      `picture URLs on ${options.publicUrl ?? (options.trustProxy ? 'the X-Forwarded-* headers' : server.url)}); Ctrl+C stops it`,
  );
}
