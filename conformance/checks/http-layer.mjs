// The conformance checks of what the server answers before any operation: requests its HTTP layer
// cannot read, methods no operation has, path parameters that cannot be percent-decoded (contract:
// "Conventions", the order of checks, step 0). A web server in front answers such requests itself
// (nginx: HTML), so these go to the server itself: `--hooks-url`, default `--base-url`.
import { connect as plainConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { assertSchema, check, expect, expectEqual, options, schemas } from '../kit.mjs';

const server = new URL(options.hooksUrl);
const prefix = server.pathname.replace(/\/$/, '');

/** Sends `head` (request line and headers, CRLF-separated, no blank line) and `body` raw; the answer. */
function rawRequest(head, body = '') {
  return new Promise((resolve, reject) => {
    const https = server.protocol === 'https:';
    const port = Number(server.port) || (https ? 443 : 80);
    const socket = (https ? tlsConnect : plainConnect)({ host: server.hostname, port, servername: server.hostname });
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.end(`${head}\r\nHost: ${server.host}\r\nConnection: close\r\n\r\n${body}`);
  });
}

function parseAnswer(text) {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  let body = rest.join('\r\n\r\n');
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunked(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunked(text) {
  let out = '';
  for (let at = 0; ;) {
    const end = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, end), 16);
    if (!size) return out;
    out += text.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}

/** The answer is the contract's `Error` of `status` and `code`, JSON, not to be cached. */
function expectError(answer, status, code, what) {
  expectEqual(answer.status, status, `${what}: the status`);
  expect(
    /^application\/json/i.test(answer.headers['content-type'] ?? ''),
    `${what}: Content-Type ${answer.headers['content-type']}`,
  );
  let body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    throw new Error(`${what}: the body is not JSON: ${answer.body.slice(0, 80)}`);
  }
  assertSchema(schemas.Error, body, `${what}: the body`);
  expectEqual([body.status, body.code], [status, code], `${what}: the error`);
  return body;
}

await check(
  'http layer: a request it cannot read (framing) is 400 INVALID_REQUEST, an Error like any other (R5-Q40)',
  async () => {
    const body = '{"username":"a","password":"b","rememberMe":false}';
    const cases = [
      ['Transfer-Encoding with Content-Length', `Transfer-Encoding: chunked\r\nContent-Length: ${body.length}`],
      ['two Content-Lengths', `Content-Length: ${body.length}\r\nContent-Length: ${body.length + 1}`],
    ];
    for (const [what, framing] of cases) {
      const head = `POST ${prefix}/${options.provider}/login HTTP/1.1\r\nContent-Type: application/json\r\n${framing}`;
      expectError(await rawRequest(head, body), 400, 'INVALID_REQUEST', what);
    }
  },
);

await check(
  "http layer: headers over the server's limit (a 70 KB Cookie) are answered with an Error (R5-Q20)",
  async () => {
    const head = `POST ${prefix}/get-session HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nCookie: x=${'a'.repeat(70_000)}`;
    const answer = await rawRequest(head, '{}');
    // Refused by the HTTP layer (400), or read and answered as a call without a session (401).
    expect([400, 401].includes(answer.status), `a 70 KB Cookie answered ${answer.status}`);
    expectError(answer, answer.status, answer.status === 400 ? 'INVALID_REQUEST' : 'UNAUTHENTICATED', 'a 70 KB Cookie');
  },
);

await check('http layer: TRACE and other methods no operation has are 404 NOT_FOUND (R5-Q40)', async () => {
  for (const method of ['TRACE', 'PROPFIND']) {
    expectError(await rawRequest(`${method} ${prefix}/get-session HTTP/1.1`), 404, 'NOT_FOUND', method);
  }
});

await check('http layer: a path parameter that cannot be percent-decoded is 400 naming it (R5-Q18)', async () => {
  const cases = [
    [`/reports/%zz/saved-views`, 'reportId'],
    [`/reports/%C0%AF/saved-views`, 'reportId'],
    [`/reports/%/saved-views`, 'reportId'],
    [`/%zz/login`, 'provider'],
  ];
  for (const [path, parameter] of cases) {
    const body = path.endsWith('login') ? '{"username":"a","password":"b","rememberMe":false}' : '';
    const head = `${body ? 'POST' : 'GET'} ${prefix}${path} HTTP/1.1${body ? `\r\nContent-Type: application/json\r\nContent-Length: ${body.length}` : ''}`;
    const error = expectError(await rawRequest(head, body), 400, 'INVALID_REQUEST', path);
    expect(
      error.errors?.some((failing) => failing.field === parameter),
      `${path}: errors ${JSON.stringify(error.errors)} do not name ${parameter}`,
    );
  }
});
