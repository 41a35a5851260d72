/**
 * The mock backend over real HTTP (`npm run mock-server`): the same MSW handlers the browser and
 * Vitest use, answered through `getResponse` from a plain Node http server, with real cookies, CORS
 * for the allowed portal origins only, and the public base URL of picture URLs as the contract's
 * "Deployment" section says (configured, or from a trusted proxy's X-Forwarded-* headers). Test
 * hooks (reset, outbox, clock, faults; openapi/test-hooks.yaml) exist only when `hooks` is on. Bundled and
 * started by scripts/serve/mock-server.mjs.
 */
import { CONTRACT_OPERATIONS } from '../contract/operations.gen';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { getMockInbox, resetMockDb, writeMockDb } from '../db';
import { handlers, mockApiBaseUrl } from '../handlers';
import { configureAllowedOrigins, configurePublicApiBaseUrl } from '../handlers/http';
import { MAX_REQUEST_BODY_BYTES } from '../lib/constants';
import { MOCK_CLIENT_HEADER } from '../lib/request';
import { setMockFault } from '../scenarios/faults';
import { isMockFault, isMockOperationId } from '../scenarios/operations';
import { fetchRequestOf, readBody, writeFetchResponse } from './fetch-bridge';
import { throttleClient } from './throttle-client';

export interface MockHttpServerOptions {
  port: number;
  /** The interface to listen on (contract: "Deployment"): loopback unless told otherwise. */
  host?: string;
  /** Expose the test hooks under `/__test/`. */
  hooks: boolean;
  /** Log one line per request. */
  verbose?: boolean;
  /** The portal origins CORS allows (exact `scheme://host[:port]`); others get no CORS headers. */
  origins: readonly string[];
  /** The API's public base URL, for the picture URLs it answers (e.g. `https://portal.example.com/api`). */
  publicUrl?: string | null;
  /**
   * The address of the proxy whose X-Forwarded-Proto/-Host/-Prefix/-For it believes (contract:
   * "Deployment": trusted by its address); such headers from any other address are dropped.
   */
  trustProxy?: string | null;
}

export interface RunningMockHttpServer {
  url: string;
  close(): Promise<void>;
}

/** The clock every rule reads (Date.now), moved forward by the clock hook. */
let clockOffsetMs = 0;
const realNow = Date.now.bind(Date);
Date.now = () => realNow() + clockOffsetMs;

/** The CORS answer of the contract ("Conventions"); `Vary: Origin` always, as answers depend on it. */
const CORS_EXPOSED_HEADERS = 'Retry-After';
const CORS_PREFLIGHT = {
  // The methods the contract's operations use (CORS: "GET, POST, PUT, DELETE").
  'Access-Control-Allow-Methods': [...new Set(CONTRACT_OPERATIONS.map((operation) => operation.method))].join(', '),
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};

const CONTRACT_METHODS = new Set<string>(CONTRACT_OPERATIONS.map((operation) => operation.method));
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: 'Not found' };

function corsHeaders(request: IncomingMessage, origins: readonly string[]): Record<string, string> {
  const origin = request.headers.origin;
  // Credentials need the exact origin, never `*`; an origin not on the allow-list gets nothing.
  return origin && origins.includes(origin)
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
        Vary: 'Origin',
      }
    : { Vary: 'Origin' };
}

/**
 * Back to the seed, as a real server seeded from the contract would be: the seed's pictures under
 * `/mock-avatars/` are files of the dev and demo builds only, which the portal this server serves
 * (built with mocks off) does not have, so those users start without a picture.
 */
async function resetToSeed(): Promise<void> {
  await resetMockDb();
  await writeMockDb((db) => {
    for (const user of db.users) if (user.picture?.startsWith('/mock-avatars/')) user.picture = null;
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

async function answerHook(path: string, method: string, url: URL, body: Buffer): Promise<[number, unknown] | null> {
  if (path === '/__test/reset' && method === 'POST') {
    clockOffsetMs = 0;
    await resetToSeed();
    return [204, null];
  }
  if (path === '/__test/outbox' && method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const inbox = await getMockInbox();
    return [
      200,
      inbox
        .filter((mail) => !to || mail.to.toLowerCase() === to)
        .map(({ to: address, subject, code, sentAt }) => ({ to: address, subject, code, sentAt })),
    ];
  }
  if (path === '/__test/clock' && method === 'POST') {
    let advance: unknown;
    try {
      advance = (JSON.parse(body.toString('utf8')) as { advanceSeconds?: unknown }).advanceSeconds;
    } catch {
      advance = undefined;
    }
    if (typeof advance !== 'number' || !Number.isInteger(advance) || advance < 0) {
      return [400, { message: 'advanceSeconds must be a non-negative integer' }];
    }
    clockOffsetMs += advance * 1000;
    return [200, { now: new Date(Date.now()).toISOString() }];
  }
  if (path === '/__test/fault' && method === 'POST') {
    let request: { operationId?: unknown; fault?: unknown } = {};
    try {
      request = JSON.parse(body.toString('utf8')) as typeof request;
    } catch {
      // Answered below as an unknown operation.
    }
    if (!isMockOperationId(request.operationId) || !isMockFault(request.fault)) {
      return [400, { message: 'Unknown operationId or fault' }];
    }
    await setMockFault(request.operationId, request.fault);
    return [204, null];
  }
  return null;
}

async function handle(request: IncomingMessage, response: ServerResponse, options: MockHttpServerOptions) {
  const cors = corsHeaders(request, options.origins);
  const method = request.method ?? 'GET';
  // The path exactly as sent: resolved against the base, `//portal/login` would name a host `portal`.
  const target = request.url?.startsWith('/') ? literalTarget(request.url) : '/';
  const url = new URL(`${new URL(mockApiBaseUrl).origin}${target}`);
  if (method === 'OPTIONS') {
    // A preflight, on any path: 204; the allow headers only for an allowed origin.
    response.writeHead(204, 'Access-Control-Allow-Origin' in cors ? { ...cors, ...CORS_PREFLIGHT } : cors);
    response.end();
    return;
  }
  const read = await readBody(request, MAX_REQUEST_BODY_BYTES).catch(() => null);
  // The client went, or was cut off past the body the server drops: no one to answer.
  if (!read) return;
  const { body, overflow } = read;
  // After an over-long body (413 from the gate) the answer ends the connection.
  if (overflow) response.shouldKeepAlive = false;
  const path = url.pathname.slice(new URL(mockApiBaseUrl).pathname.replace(/\/$/, '').length);

  if (path.startsWith('/__test/')) {
    const answer = options.hooks ? await answerHook(path, method, url, body) : null;
    // Without hooks (production) a hook's path is one the contract does not list, answered as such.
    if (!answer) sendJson(response, 404, NOT_FOUND, cors);
    else sendJson(response, answer[0], answer[1], cors);
    return;
  }

  // A method no operation has (TRACE, which Fetch's Request refuses to carry) names no operation.
  if (!CONTRACT_METHODS.has(method)) {
    sendJson(response, 404, NOT_FOUND, cors);
    return;
  }
  // The client's address is the server's to say (per-client throttles), never the client's; the
  // forwarding headers count only from the trusted proxy's address.
  const fromProxy = isTrustedProxy(request, options.trustProxy);
  const fetchRequest = fetchRequestOf(request, url, body, {
    [MOCK_CLIENT_HEADER]: clientAddress(request, fromProxy),
    ...(fromProxy ? {} : Object.fromEntries(FORWARDING_HEADERS.map((name) => [name, null]))),
  });
  const mocked = await getResponse(handlers, fetchRequest);
  if (!mocked) {
    sendJson(response, 404, NOT_FOUND, cors);
    return;
  }
  if (mocked.type === 'error') {
    // The `network-error` fault: drop the connection without an answer.
    request.socket.destroy();
    return;
  }
  await writeFetchResponse(response, mocked, cors);
}

/**
 * A request target kept literal through URL parsing, which would read a backslash as `/` and resolve
 * `.` and `..` segments (also `%2e`): paths match exactly as sent (contract: "Conventions"), so
 * `/portal\login` and `/portal/../get-session` name no operation. A backslash becomes `%5C` and each
 * dot of a dot segment `%252E`, which no path of the contract contains. A segment that cannot be
 * percent-decoded (`%zz`, `%C0%AF`, a lone `%`) keeps its `%` as `%25`, so it decodes to itself:
 * a parameter of it then fails its pattern (400 naming it) instead of failing the router (500).
 * The query is left alone.
 */
export function literalTarget(target: string): string {
  const at = target.indexOf('?');
  const [path, query] = at === -1 ? [target, ''] : [target.slice(0, at), target.slice(at)];
  const kept = path
    .replaceAll('\\', '%5C')
    .split('/')
    .map((segment) => (/^(\.|%2e){1,2}$/i.test(segment) ? segment.replace(/\.|%2e/gi, '%252E') : segment))
    .map((segment) => (decodable(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
  return `${kept}${query}`;
}

function decodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-prefix'];

/** Whether the request comes from the trusted proxy's address (an IPv4-mapped one as its IPv4). */
export function isTrustedProxy(request: Pick<IncomingMessage, 'socket'>, proxy: string | null | undefined): boolean {
  const from = request.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.)/i, '');
  return Boolean(proxy) && from === proxy;
}

/**
 * The client of the per-client throttles (the contract's "Deployment"): the socket's address, or,
 * from the trusted proxy (`--trust-proxy <its address>`), the last `X-Forwarded-For` entry, which that proxy
 * appended; earlier entries are what the client itself sent and are never believed. IPv6 clients
 * count by their /64 network (throttle-client.ts).
 */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = list.at(-1)?.trim();
  return throttleClient((trustProxy && last) || (request.socket.remoteAddress ?? 'unknown'));
}

/**
 * A request Node's HTTP parser refuses before any handler runs (Transfer-Encoding with
 * Content-Length, two Content-Lengths, headers over its 16 KB limit, bytes that are not HTTP): the
 * contract's invalid request, an `Error` like every other (400 `INVALID_REQUEST`, the request as a
 * whole), then the connection closed, since where the next request would start is unknown.
 */
export function answerUnreadable(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    status: 400,
    code: 'INVALID_REQUEST',
    message: 'Invalid request',
    errors: [{ field: '(body)', problem: 'is not a readable HTTP/1.1 request' }],
  });
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n' +
      `Vary: Origin\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Starts the server on `options.port` of `options.host` (default 127.0.0.1: with `--hooks` anyone who
 * reaches it reads everyone's recovery codes, so only a proxy on the same host should); answers for
 * `mockApiBaseUrl`.
 */
export async function startMockHttpServer(options: MockHttpServerOptions): Promise<RunningMockHttpServer> {
  await resetToSeed();
  configurePublicApiBaseUrl({ publicUrl: options.publicUrl, trustProxy: Boolean(options.trustProxy) });
  configureAllowedOrigins(options.origins);
  const server = createServer((request, response) => {
    const started = realNow();
    handle(request, response, options)
      .catch((error: unknown) => {
        console.error('mock-server: handler failed', error);
        if (!response.headersSent) {
          sendJson(
            response,
            500,
            { status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
            corsHeaders(request, options.origins),
          );
        } else response.end();
      })
      .finally(() => {
        if (options.verbose)
          console.log(`${request.method} ${request.url} ${response.statusCode} ${realNow() - started}ms`);
      });
  });
  server.on('clientError', answerUnreadable);
  // Idle connections stay open until the client closes them. Node closes them after 5 idle seconds by
  // default, and a client that reuses one at that moment gets "socket hang up": Playwright's API client
  // (the browser tests' test hooks) does not retry it, and a busy machine made the race likely (the
  // clock hook of e2e/built/session-end.spec.ts, about 5 s after the reset, failed so in a loaded run).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
