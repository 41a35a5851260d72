#!/usr/bin/env node
/**
 * The conformance kit: checks that a running server implements openapi/portal.yaml.
 *
 *   npm run contract:verify -- --base-url http://localhost:5310 [--hooks] [--origin http://localhost:5173]
 *                              [--public-url <the API's public base URL; default --base-url>]
 *                              [--username javery --password 'Portal#2024' --other-username mlee]
 *
 * It imports no application code: only the contract files next to it (../openapi/*.yaml) and
 * generic libraries (yaml, json-schema-ref-parser, Ajv, fast-check). Every answer it receives is checked against
 * the contract (status declared, Content-Type, body schema, body `status` = HTTP status, required
 * headers). It prints one line per check and closes with `N passed, N failed, N skipped`; the exit
 * code is 1 when a check failed. With `--hooks` (openapi/test-hooks.yaml) it resets the server
 * before each workflow, reads recovery codes from the outbox and moves the clock; without hooks the
 * checks that need them are reported as skipped and the data it changes is restored.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

// ---------------------------------------------------------------- options
function parseOptions(argv) {
  const options = {
    baseUrl: '',
    publicUrl: '',
    hooks: false,
    origin: 'http://localhost:5173',
    username: 'javery',
    password: 'Portal#2024',
    otherUsername: 'mlee',
    provider: 'portal',
    only: '',
  };
  const names = {
    '--base-url': 'baseUrl',
    '--public-url': 'publicUrl',
    '--origin': 'origin',
    '--username': 'username',
    '--password': 'password',
    '--other-username': 'otherUsername',
    '--provider': 'provider',
    '--only': 'only',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    if (flag === '--hooks') options.hooks = true;
    else if (names[flag]) options[names[flag]] = inline ?? argv[++index];
    else throw new Error(`unknown option ${argv[index]}`);
  }
  if (!/^https?:\/\//.test(options.baseUrl)) throw new Error('--base-url <http(s)://host:port[/path]> is required');
  options.baseUrl = options.baseUrl.replace(/\/$/, '');
  // The base URL the portal calls the API at, on which the API answers picture URLs (contract: "Deployment").
  options.publicUrl = (options.publicUrl || options.baseUrl).replace(/\/$/, '');
  return options;
}

const options = parseOptions(process.argv.slice(2));
const BASE = options.baseUrl;
const PUBLIC_URL = options.publicUrl;
/** An origin the server must not allow (contract: "CORS"). */
const FOREIGN_ORIGIN = 'http://evil.example';
const HTTPS = BASE.startsWith('https://');
/** The cookie names (contract: "Deployment"): `__Host-` on https, the plain names over plain http. */
const SESSION_COOKIE = HTTPS ? '__Host-oa_session' : 'oa_session';
const RECOVERY_COOKIE = HTTPS ? '__Host-oa_recovery' : 'oa_recovery';

// ---------------------------------------------------------------- the contract
const here = dirname(fileURLToPath(import.meta.url));
const contract = await $RefParser.dereference(parse(readFileSync(join(here, '../openapi/portal.yaml'), 'utf8')));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = new Map();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (operation) operations.set(operation.operationId, { ...operation, method: method.toUpperCase(), path });
  }
}
const schemas = contract.components.schemas;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map();
function validatorOf(schema) {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
  return validators.get(schema);
}
function assertSchema(schema, value, what) {
  const validate = validatorOf(schema);
  if (!validate(value)) throw new Error(`${what} breaks the contract: ${ajv.errorsText(validate.errors)}`);
}

// ---------------------------------------------------------------- output
const counts = { passed: 0, failed: 0, skipped: 0 };

async function check(name, body, { hooks = false } = {}) {
  if (options.only && !name.includes(options.only)) return;
  if (hooks && !options.hooks) {
    counts.skipped += 1;
    console.log(`SKIP  ${name} (needs --hooks)`);
    return;
  }
  try {
    if (hooks) await hook('POST', '/__test/reset');
    await body();
    counts.passed += 1;
    console.log(`PASS  ${name}`);
  } catch (error) {
    counts.failed += 1;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}
function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

// ---------------------------------------------------------------- HTTP with a cookie jar
function parseSetCookie(header) {
  const [pair, ...rest] = header.split(';');
  const at = pair.indexOf('=');
  const attributes = {};
  for (const part of rest) {
    const [key, ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
}

class Client {
  constructor() {
    this.cookies = new Map();
    this.token = null;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Calls an operation of the contract and checks the answer against it. `body` is JSON unless
   * `form` (FormData) or `raw` ({ body, contentType }) is given. `token` overrides the client's.
   */
  async call(operationId, { params = {}, body, form, raw, token, headers = {} } = {}) {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`the contract has no operation ${operationId}`);
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name) =>
      encodeURIComponent(params[name] ?? options[name] ?? parameterExample(operation, name)),
    );
    const requestHeaders = { Origin: options.origin, ...headers };
    const bearer = token === undefined ? this.token : token;
    if (bearer) requestHeaders.Authorization = `Bearer ${bearer}`;
    if (this.cookies.size) requestHeaders.Cookie = this.cookieHeader();
    let payload;
    if (form) payload = form;
    else if (raw) {
      payload = raw.body;
      if (raw.contentType) requestHeaders['Content-Type'] = raw.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      requestHeaders['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${BASE}${path}`, {
      method: operation.method,
      headers: requestHeaders,
      body: payload,
    });
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      if (cookie.value === '' || cookie.attributes['max-age'] === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    let json;
    if (/json/.test(contentType)) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new Error(`${operationId} ${response.status}: the body is not JSON`);
      }
    }
    const result = { status: response.status, headers: response.headers, body: json, bytes, setCookies };
    conformsToContract(operation, result, contentType);
    return result;
  }
}

/** The contract's example of a path parameter (`{reportId}`...), for calls that do not name one. */
function parameterExample(operation, name) {
  const parameter = (operation.parameters ?? []).find(
    (candidate) => candidate.in === 'path' && candidate.name === name,
  );
  if (parameter?.example === undefined)
    throw new Error(`the contract gives ${operation.operationId} no example ${name}`);
  return parameter.example;
}

/** The JSON Content-Type of the contract ("Conventions"): `application/json`, at most `; charset=utf-8`. */
const JSON_CONTENT_TYPE = /^application\/json(;\s*charset=utf-8)?$/i;

/** Status declared, Content-Type declared, schema, body `status`, required headers. */
function conformsToContract(operation, result, contentType) {
  const { status } = result;
  const declared = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  const where = `${operation.method} ${operation.path} answered ${status}`;
  expect(declared, `${where}, which the contract does not declare (${Object.keys(operation.responses).join(', ')})`);
  for (const [name, header] of Object.entries(declared.headers ?? {})) {
    if (header.required) expect(result.headers.has(name), `${where} without the required ${name} header`);
    if (header.required && header.schema?.type === 'integer') {
      expect(/^\d+$/.test(result.headers.get(name) ?? ''), `${where}: ${name} is not an integer`);
      assertSchema(header.schema, Number(result.headers.get(name)), `${where}: ${name}`);
    }
  }
  if (!declared.content) return;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType === 'application/json') {
    expect(JSON_CONTENT_TYPE.test(contentType), `${where} with Content-Type "${contentType}", not application/json`);
    // Contract "Conventions": no JSON answer may be kept by a cache (tokens, user data).
    expect(
      /(^|,)\s*no-store\s*(,|$)/i.test(result.headers.get('cache-control') ?? ''),
      `${where} without Cache-Control: no-store (got "${result.headers.get('cache-control')}")`,
    );
  }
  const media = declared.content[mediaType];
  expect(media, `${where} with Content-Type "${contentType}"; declared: ${Object.keys(declared.content).join(', ')}`);
  if (mediaType === 'application/json') {
    assertSchema(media.schema, result.body, `${where}: the body`);
    if (result.body && typeof result.body === 'object' && 'status' in result.body) {
      expectEqual(result.body.status, status, `${where}: body status`);
    }
  }
}

async function hook(method, path, body) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`hook ${method} ${path} answered ${response.status} (was the server started with hooks?)`);
  return response.status === 204 ? null : response.json();
}
const moveClock = (seconds) => hook('POST', '/__test/clock', { advanceSeconds: seconds });
async function latestCode(email) {
  // The newest e-mail with a code (a password-changed notice carries none).
  const mail = (await hook('GET', `/__test/outbox?to=${encodeURIComponent(email)}`)).find((one) => one.code);
  expect(mail, `no e-mail with a code to ${email} in the outbox`);
  return mail.code;
}
/** The e-mails to an address, newest first (test hook). */
const outboxTo = (email) => hook('GET', `/__test/outbox?to=${encodeURIComponent(email)}`);

// ---------------------------------------------------------------- tokens
const b64url = (value) => Buffer.from(value).toString('base64url');
function decodeToken(token) {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url')),
    claims: JSON.parse(Buffer.from(payload, 'base64url')),
  };
}
function signWith(header, claims, key) {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}
function algNone(token) {
  const { claims } = decodeToken(token);
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims, exp: claims.exp + 3600 }))}.`;
}
function wrongKey(token) {
  const { header, claims } = decodeToken(token);
  return signWith(header, claims, randomBytes(32));
}

// ---------------------------------------------------------------- workflow helpers
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'Conform_42x';
const THIRD_PASSWORD = 'Conform_43y';
const emailOf = {};

async function signIn(username = options.username, password = options.password, rememberMe = false) {
  const client = new Client();
  const answer = await client.call('login', { body: { username, password, rememberMe } });
  expectEqual(answer.status, 200, `sign-in of ${username}`);
  client.token = answer.body.accessToken;
  return client;
}
/** A client that holds only the token (no cookie), as the portal after a reload with a stored token. */
function bearerOnly(client) {
  const other = new Client();
  other.token = client.token;
  return other;
}
function pictureForm(bytes, type, name = 'avatar.png') {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  form.append('session_token', 'oa_user_info');
  return form;
}
const loginBody = (password = options.password, username = options.username) => ({
  username,
  password,
  rememberMe: false,
});

async function changePassword(client, oldPassword, newPassword, confirmPassword = newPassword) {
  return client.call('changePassword', {
    body: { oldPassword, newPassword, confirmPassword, session_token: 'oa_user_info' },
  });
}

// ================================================================= the checks
console.log(
  `Conformance of ${BASE} to openapi/portal.yaml ${contract.info.version}${options.hooks ? ' (with test hooks)' : ''}`,
);
if (options.hooks) await hook('POST', '/__test/reset');

// ---- CORS
function preflight(origin, path = '/get-session') {
  return fetch(`${BASE}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
}
const listOf = (header) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
const accessControlHeaders = (headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

await check(
  'CORS: a preflight from the portal origin answers 204 with the methods, headers and max-age of the contract',
  async () => {
    const response = await preflight(options.origin);
    expectEqual(response.status, 204, 'preflight status');
    expectEqual(response.headers.get('access-control-allow-origin'), options.origin, 'Access-Control-Allow-Origin');
    expectEqual(response.headers.get('access-control-allow-credentials'), 'true', 'Access-Control-Allow-Credentials');
    // The methods the contract's operations use (contract: "CORS").
    expectEqual(
      listOf(response.headers.get('access-control-allow-methods')).sort(),
      [...new Set([...operations.values()].map(({ method }) => method.toLowerCase()))].sort(),
      'Allow-Methods',
    );
    const allowed = listOf(response.headers.get('access-control-allow-headers'));
    expect(
      ['authorization', 'content-type'].every((name) => allowed.includes(name)),
      `Allow-Headers: ${allowed}`,
    );
    expectEqual(response.headers.get('access-control-max-age'), '600', 'Access-Control-Max-Age');
  },
);

await check(
  'CORS: an answer to the portal origin allows credentials, exposes Retry-After and varies by Origin',
  async () => {
    const answer = await new Client().call('getSession', { body: {} });
    expectEqual(answer.headers.get('access-control-allow-origin'), options.origin, 'Access-Control-Allow-Origin');
    expectEqual(answer.headers.get('access-control-allow-credentials'), 'true', 'Access-Control-Allow-Credentials');
    expect(
      listOf(answer.headers.get('access-control-expose-headers')).includes('retry-after'),
      `Access-Control-Expose-Headers: ${answer.headers.get('access-control-expose-headers')}`,
    );
    expect(listOf(answer.headers.get('vary')).includes('origin'), `Vary: ${answer.headers.get('vary')}`);
  },
);

await check(
  'CORS: another origin gets no Access-Control-* header, on a preflight (still 204) or a request',
  async () => {
    const response = await preflight(FOREIGN_ORIGIN);
    expectEqual(response.status, 204, 'preflight status');
    expectEqual(accessControlHeaders(response.headers), [], 'CORS headers of the preflight');
    const answer = await new Client().call('login', {
      body: loginBody('Wrong#Pass1', `cors-${randomBytes(6).toString('hex')}`),
      headers: { Origin: FOREIGN_ORIGIN },
    });
    expectEqual(accessControlHeaders(answer.headers), [], `CORS headers of a ${answer.status} answer`);
  },
);

// ---- sign-in, token, session
await check(
  'sign-in: 200 with an HS256 token whose payload is TokenClaims (with sid), 8 hours, under 4 KB',
  async () => {
    const client = await signIn();
    const { header, claims } = decodeToken(client.token);
    expectEqual(header.alg, 'HS256', 'alg');
    assertSchema(schemas.TokenClaims, claims, 'the token payload');
    expectEqual(claims.exp - claims.iat, 8 * 3600, 'exp - iat');
    expect(client.token.length < 4096, `the token is ${client.token.length} characters`);
    expectEqual(claims.username, options.username, 'username claim');
  },
);

await check(
  `sign-in: ${SESSION_COOKIE} cookie is HttpOnly, SameSite=Lax, Path=/, a browser-session cookie`,
  async () => {
    const client = new Client();
    const answer = await client.call('login', { body: loginBody() });
    const cookie = answer.setCookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie, `no ${SESSION_COOKIE} cookie`);
    expect(cookie.attributes.httponly, 'not HttpOnly');
    expectEqual(String(cookie.attributes.samesite).toLowerCase(), 'lax', 'SameSite');
    expectEqual(cookie.attributes.path, '/', 'Path');
    expect(!('max-age' in cookie.attributes) && !('expires' in cookie.attributes), 'persistent without rememberMe');
    if (HTTPS) expect(cookie.attributes.secure, 'not Secure on https');
    // A __Host- cookie (https) must have no Domain, or browsers drop it.
    if (HTTPS) expect(!('domain' in cookie.attributes), 'a __Host- cookie with a Domain');
    expect(cookie.value.length >= 22, 'the session id is too short to be a random secret');
  },
);

await check('sign-in with rememberMe: persistent cookie (Max-Age=2592000) and a 30-day token', async () => {
  const client = new Client();
  const answer = await client.call('login', { body: { ...loginBody(), rememberMe: true } });
  const cookie = answer.setCookies.find((candidate) => candidate.name === SESSION_COOKIE);
  expectEqual(cookie?.attributes['max-age'], '2592000', 'Max-Age');
  const { claims } = decodeToken(answer.body.accessToken);
  expectEqual(claims.exp - claims.iat, 30 * 24 * 3600, 'exp - iat');
});

await check('sign-in by e-mail ignores its case; wrong password and unknown user answer the same 401', async () => {
  const first = await signIn();
  const email = decodeToken(first.token).claims.email;
  expect(email, 'the account has no e-mail');
  await signIn(email.toUpperCase());
  const wrong = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
  expectEqual(wrong.status, 401, 'wrong password');
  expectEqual(wrong.body.code, 'INVALID_CREDENTIALS', 'code');
  expect(typeof wrong.body.errorReponse === 'string', 'no errorReponse');
  const unknown = await new Client().call('login', { body: loginBody(options.password, `nobody-${Date.now()}`) });
  expectEqual(unknown.status, 401, 'unknown user');
  expectEqual({ ...unknown.body }, { ...wrong.body }, 'unknown-user body equals wrong-password body');
});

await check('sign-in: the whole password counts, exactly (no case folding, truncation or trimming)', async () => {
  // How the hash is stored cannot be seen from outside (contract: "Password policy and storage");
  // what can: a verifier that folds case, truncates or trims would accept these.
  const password = options.password;
  // A success first sets the account's count to 0, so the 4 failures below never lock it.
  await signIn();
  for (const [what, wrong] of [
    ['the other case', password === password.toLowerCase() ? password.toUpperCase() : password.toLowerCase()],
    ['one character less', password.slice(0, -1)],
    ['one character more', `${password}x`],
    ['surrounding white space', ` ${password} `],
  ]) {
    const answer = await new Client().call('login', { body: loginBody(wrong) });
    expectEqual(answer.status, 401, what);
  }
  // And back to 0: the kit never leaves a real account near a lock.
  await signIn();
});

await check('sign-in: an unknown provider answers 404, the provider in another letter case too', async () => {
  const answer = await new Client().call('login', { params: { provider: 'no-such-provider' }, body: loginBody() });
  expectEqual(answer.status, 404, 'status');
  const flipped =
    options.provider.toUpperCase() === options.provider
      ? options.provider.toLowerCase()
      : options.provider.toUpperCase();
  const cased = await new Client().call('login', { params: { provider: flipped }, body: loginBody() });
  expectEqual([cased.status, cased.body?.code], [404, 'UNKNOWN_PROVIDER'], `provider ${flipped}`);
});

await check('sign-in: a blank username (white space only) is an invalid request', async () => {
  const answer = await new Client().call('login', { body: loginBody(options.password, '   ') });
  expectEqual([answer.status, answer.body.code], [400, 'INVALID_REQUEST'], 'answer');
  expectEqual(answer.body.errorReponse, 'Username and password are required', 'errorReponse');
});

await check('session: token → get-session → get-token keeps sid and exp, carries current data', async () => {
  const client = bearerOnly(await signIn());
  const session = await client.call('getSession', { body: { session_token: 'oa_user_info' } });
  expectEqual(session.status, 200, 'get-session');
  const before = decodeToken(client.token).claims;
  expectEqual(session.body.userInfo.username, before.username, 'userInfo.username');
  const fresh = await client.call('getToken');
  expectEqual(fresh.status, 200, 'get-token');
  const after = decodeToken(fresh.body.accessToken).claims;
  assertSchema(schemas.TokenClaims, after, 'the fresh token payload');
  expectEqual([after.sid, after.exp], [before.sid, before.exp], 'sid and exp of the fresh token');
});

await check('session: auth-user-session answers 200 to the cookie and 401 to a bearer token alone', async () => {
  const client = await signIn();
  const withCookie = await client.call('authUserSession', { body: { session_token: 'oa_user_info' }, token: null });
  expectEqual(withCookie.status, 200, 'with the cookie');
  const bearer = await bearerOnly(client).call('authUserSession', { body: { session_token: 'oa_user_info' } });
  expectEqual(bearer.status, 401, 'with the bearer token only');
});

await check('sign-out: clears the cookie; the cookie and the token of that session are refused after', async () => {
  const client = await signIn();
  const answer = await client.call('userSessionLogout', { body: { session_token: 'oa_user_info' } });
  expectEqual(answer.status, 200, 'logout');
  const cleared = answer.setCookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(cleared && (cleared.value === '' || cleared.attributes['max-age'] === '0'), 'oa_session not cleared');
  const token = client.token;
  const stale = new Client();
  stale.token = token;
  expectEqual((await stale.call('getSession', { body: {} })).status, 401, 'the signed-out token');
  expectEqual((await new Client().call('userSessionLogout', { body: {} })).status, 200, 'logout without a session');
});

await check('sign-out needs no valid token: a garbage or wrongly signed one answers 200 and ends nothing', async () => {
  const client = await signIn();
  for (const token of ['not.a.jwt', wrongKey(client.token)]) {
    const answer = await new Client().call('userSessionLogout', { body: {}, token });
    expectEqual(answer.status, 200, 'logout');
  }
  expectEqual((await bearerOnly(client).call('getSession', { body: {} })).status, 200, 'the session after');
});

await check(
  'sign-out with an expired token answers 200',
  async () => {
    const client = bearerOnly(await signIn());
    await moveClock(8 * 3600 + 1);
    expectEqual((await client.call('userSessionLogout', { body: {} })).status, 200, 'logout');
  },
  { hooks: true },
);

// ---- conventions: Content-Type, unknown routes, bodies, order of checks
await check('conventions: every JSON answer is Content-Type application/json (charset=utf-8 at most)', async () => {
  const answers = [
    await (await signIn()).call('getSession', { body: {} }),
    await new Client().call('getSession', { body: {} }),
    await new Client().call('getSession', { body: { unexpectedField: 1 } }),
    await new Client().call('login', { params: { provider: 'no-such-provider' }, body: loginBody() }),
  ];
  const unknown = await fetch(`${BASE}/no-such-path`, { headers: { Origin: options.origin } });
  for (const [what, type] of [
    ...answers.map((answer) => [`a ${answer.status}`, answer.headers.get('content-type')]),
    ['an unknown path', unknown.headers.get('content-type')],
  ]) {
    expect(JSON_CONTENT_TYPE.test(type ?? ''), `${what} answered Content-Type "${type}"`);
  }
});

await check('conventions: a path or method the contract does not list answers 404 NOT_FOUND', async () => {
  for (const [method, path] of [
    ['GET', '/no-such-path'],
    ['POST', '/no-such-path'],
    ['GET', '/get-session'],
    ['DELETE', '/forgot-password'],
    ['PATCH', '/update-profile'],
  ]) {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: { Origin: options.origin, 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    const what = `${method} ${path}`;
    expectEqual(response.status, 404, what);
    const type = response.headers.get('content-type') ?? '';
    expect(JSON_CONTENT_TYPE.test(type), `${what} answered Content-Type "${type}"`);
    const body = await response.json();
    assertSchema(schemas.Error, body, `${what}: the body`);
    expectEqual([body.status, body.code, body.message], [404, 'NOT_FOUND', 'Not found'], `${what}: the error`);
  }
});

await check('conventions: get-token does not read its body (any bytes, any Content-Type: 200)', async () => {
  const client = bearerOnly(await signIn());
  for (const raw of [
    { body: '{"not json', contentType: 'application/json' },
    { body: 'hello', contentType: 'text/plain' },
    { body: JSON.stringify({ unexpectedField: 1 }), contentType: 'application/json' },
  ]) {
    const answer = await client.call('getToken', { raw });
    expectEqual(answer.status, 200, `get-token with ${raw.contentType} ${raw.body}`);
  }
});

await check(
  'conventions: a required body may not be empty (400) even where every field is optional; {} is valid',
  async () => {
    const client = await signIn();
    // The operations whose required JSON body has only optional fields, from the contract.
    const allOptional = [...operations.values()]
      .filter(({ requestBody }) => {
        const media = requestBody?.required ? requestBody.content['application/json'] : undefined;
        return media !== undefined && !media.schema.required;
      })
      .map((operation) => operation.operationId);
    expect(allOptional.length > 0, 'the contract has no required body of optional fields');
    for (const operationId of allOptional) {
      const empty = await client.call(operationId, { raw: { body: '', contentType: 'application/json' } });
      expectEqual([empty.status, empty.body?.code], [400, 'INVALID_REQUEST'], `${operationId} with an empty body`);
    }
    expectEqual((await client.call('getSession', { body: {} })).status, 200, 'get-session with {}');
    expectEqual((await client.call('authUserSession', { body: {} })).status, 200, 'auth-user-session with {}');
  },
);

await check(
  'order of checks: the schema (400) before the provider (404), authentication (401) and throttling (429)',
  async () => {
    const signedOut = new Client();
    const badPassword = await signedOut.call('changePassword', { body: { oldPassword: '' } });
    expectEqual(badPassword.status, 400, 'change password, signed out, invalid body');
    const badProfile = await signedOut.call('updateProfile', { body: { fname: 'A' } });
    expectEqual(badProfile.status, 400, 'update profile, signed out, invalid body');
    const badProvider = await signedOut.call('login', {
      params: { provider: 'no-such-provider' },
      body: { username: 'x' },
    });
    expectEqual(badProvider.status, 400, 'sign-in, unknown provider, invalid body');
    const identifier = `order-${randomBytes(6).toString('hex')}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signedOut.call('login', { body: loginBody('Wrong#Pass1', identifier) });
    }
    const lockedInvalid = await signedOut.call('login', { body: { username: identifier, password: 'x' } });
    expectEqual(lockedInvalid.status, 400, 'sign-in, locked identifier, invalid body');
    const lockedValid = await signedOut.call('login', { body: loginBody('Wrong#Pass1', identifier) });
    expectEqual(lockedValid.status, 429, 'sign-in, locked identifier, valid body');
  },
);

await check(
  'order of checks: authentication (401) before throttling (429) at change password',
  async () => {
    const client = await signIn();
    for (let attempt = 1; attempt <= 5; attempt += 1) await changePassword(client, 'Wrong#Pass1', NEW_PASSWORD);
    expectEqual((await changePassword(client, options.password, NEW_PASSWORD)).status, 429, 'signed in, locked');
    const signedOut = await changePassword(new Client(), options.password, NEW_PASSWORD);
    expectEqual(signedOut.status, 401, 'signed out, the user locked');
  },
  { hooks: true },
);

// ---- requests from the contract: its examples and its security
/**
 * The contract's example request of an operation, built fresh: `{ body }` (JSON) or `{ form }`
 * (multipart, a binary part as a real 1-pixel PNG, since its example is a placeholder), `{}` when it
 * takes no body. Throws when the contract gives none, so the check that needs it fails instead of
 * being left out.
 */
function exampleRequest(operationId) {
  const [mediaType, media] = Object.entries(operations.get(operationId).requestBody?.content ?? {})[0] ?? [];
  if (!media) return {};
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  if (example === undefined) throw new Error(`the contract gives ${operationId} no example request`);
  if (mediaType !== 'multipart/form-data') return { body: structuredClone(example) };
  const form = new FormData();
  for (const [name, value] of Object.entries(example)) {
    if (media.schema.properties?.[name]?.contentMediaType)
      form.append(name, new Blob([PNG_1PX], { type: 'image/png' }), 'avatar.png');
    else form.append(name, String(value));
  }
  return { form };
}
/** The contract's example JSON body of an operation (see exampleRequest). */
const exampleBody = (operationId) => exampleRequest(operationId).body;

/**
 * The calls that need a signed-in caller and accept the bearer token: no alternative of their
 * `security` is `{}` and one is `bearerAuth` (contract: "Extensions"). Each must refuse a bad token.
 */
const protectedOperationIds = [...operations.values()]
  .filter((operation) => {
    const alternatives = (operation.security ?? contract.security ?? []).map((requirement) => Object.keys(requirement));
    return (
      alternatives.length > 0 &&
      alternatives.every((schemes) => schemes.length > 0) &&
      alternatives.some((schemes) => schemes.includes('bearerAuth'))
    );
  })
  .map((operation) => operation.operationId);

// ---- auth on every protected call
await check('auth: the contract names the calls that need a session', async () => {
  expect(protectedOperationIds.length > 0, 'no operation of the contract needs the bearer token');
});
const signedOutToken = async () => {
  const client = await signIn();
  await client.call('userSessionLogout', { body: {} });
  return client.token;
};
const badTokens = {
  'no token': async () => null,
  'a garbage token': async () => 'not.a.jwt',
  'alg: none': async () => algNone((await signIn()).token),
  'a token signed with another key': async () => wrongKey((await signIn()).token),
  'a signed-out session': signedOutToken,
};
for (const operationId of protectedOperationIds) {
  for (const [what, makeToken] of Object.entries(badTokens)) {
    await check(`auth: ${operationId} with ${what} answers 401`, async () => {
      const token = await makeToken();
      const answer = await new Client().call(operationId, { ...exampleRequest(operationId), token });
      expectEqual(answer.status, 401, 'status');
    });
  }
  await check(
    `auth: ${operationId} with an expired token answers 401`,
    async () => {
      const client = bearerOnly(await signIn());
      await moveClock(8 * 3600 + 1);
      const answer = await client.call(operationId, exampleRequest(operationId));
      expectEqual(answer.status, 401, 'status');
    },
    { hooks: true },
  );
}

// ---- negative inputs generated from each request schema
async function expectRefused(client, operationId, request, what) {
  const answer = await client.call(operationId, request);
  expect(answer.status >= 400 && answer.status < 500, `${what} answered ${answer.status}, not a 4xx`);
  return answer;
}
const negativeClient = await signIn().catch(() => new Client());
for (const [operationId, operation] of operations) {
  const media = operation.requestBody?.content?.['application/json'];
  if (!media) continue; // no JSON body: the multipart upload has its own checks below
  const schema = media.schema;
  const cases = [];
  for (const field of schema.required ?? []) {
    cases.push([
      `without ${field}`,
      () => {
        const body = Object.fromEntries(Object.entries(exampleBody(operationId)).filter(([name]) => name !== field));
        return { body };
      },
    ]);
  }
  if (schema.additionalProperties === false) {
    cases.push(['an unknown field', () => ({ body: { ...exampleBody(operationId), unexpectedField: 'x' } })]);
  }
  cases.push(['a body that is not JSON', () => ({ raw: { body: '{"not json', contentType: 'application/json' } })]);
  cases.push([
    'a text/plain body',
    () => ({ raw: { body: JSON.stringify(exampleBody(operationId)), contentType: 'text/plain' } }),
  ]);
  for (const [what, makeRequest] of cases) {
    await check(`invalid request: ${operationId} ${what} answers a declared 4xx`, async () => {
      const answer = await expectRefused(negativeClient, operationId, makeRequest(), what);
      if (answer.status === 400) expectEqual(answer.body.code, 'INVALID_REQUEST', 'code');
      if (answer.status === 400 && !what.includes('JSON') && !what.includes('text/plain')) {
        expect(Array.isArray(answer.body.errors) && answer.body.errors.length > 0, 'no failing fields listed');
      }
    });
  }
}
/**
 * Property-based negatives (fast-check): for every field of every JSON request, values drawn at random
 * (any JSON value, strings around the field's lengths, blank strings, numbers) that the field's schema
 * refuses (type, length, pattern, enum, range: Ajv, from the contract, decides) are each answered 400
 * `INVALID_REQUEST` listing that field. A failure prints the value and the seed that reproduce it
 * (`FC_SEED=<seed>`).
 */
const PROPERTY_RUNS = 12;
const propertySeed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
function candidateValues(property) {
  const longest = (property.maxLength ?? 40) + 3;
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ maxLength: longest }),
    fc.string({ minLength: Math.max((property.minLength ?? 1) - 1, 0), maxLength: longest, unit: 'grapheme-ascii' }),
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 }),
    fc.integer(),
    fc.double({ noNaN: true }),
  );
}
for (const [operationId, operation] of operations) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) continue;
  const validate = validatorOf(schema);
  for (const field of Object.keys(schema.properties ?? {})) {
    await check(
      `invalid request: ${operationId} refuses every value of ${field} its schema refuses (property-based)`,
      async () => {
        const refused = candidateValues(schema.properties[field]).filter(
          (value) => !validate({ ...exampleBody(operationId), [field]: value }),
        );
        await fc.assert(
          fc.asyncProperty(refused, async (value) => {
            const answer = await negativeClient.call(operationId, {
              body: { ...exampleBody(operationId), [field]: value },
            });
            expectEqual(
              [answer.status, answer.body?.code],
              [400, 'INVALID_REQUEST'],
              `${field} = ${JSON.stringify(value)}`,
            );
            const named = answer.body.errors?.some(
              (error) => error.field === field || error.field.startsWith(`${field}.`),
            );
            expect(named, `${field} = ${JSON.stringify(value)}: the errors do not name ${field}`);
          }),
          { numRuns: PROPERTY_RUNS, seed: propertySeed },
        );
      },
    );
  }
}
await check('invalid request: uploadProfilePicture without an image part answers 400 with data null', async () => {
  const form = new FormData();
  form.append('session_token', 'oa_user_info');
  const answer = await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'no image');
  expectEqual(answer.body.data, null, 'data');
});
await check('invalid request: uploadProfilePicture with an unknown part answers a declared 4xx', async () => {
  const form = pictureForm(PNG_1PX, 'image/png');
  form.append('unexpectedPart', 'x');
  await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'an unknown part');
});
await check('invalid request: uploadProfilePicture with an empty file answers a declared 4xx', async () => {
  await expectRefused(
    negativeClient,
    'uploadProfilePicture',
    { form: pictureForm(Buffer.alloc(0), 'image/png') },
    'empty',
  );
});
await check('invalid request: uploadProfilePicture with the image as a text field answers a declared 4xx', async () => {
  const form = new FormData();
  form.append('image', 'not a file');
  await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'a text image');
});
await check('invalid request: uploadProfilePicture as JSON answers a declared 4xx', async () => {
  await expectRefused(negativeClient, 'uploadProfilePicture', { body: { image: 'x' } }, 'JSON upload');
});
await check(
  'invalid request: the message is the table\'s row for the failing field, else "Invalid request"',
  async () => {
    const cases = [
      ['login', { body: { ...loginBody(), password: 12345 } }, 'Username and password are required', 'errorReponse'],
      [
        'updateProfile',
        { body: { ...exampleBody('updateProfile'), fname: 'N'.repeat(51) } },
        'First name and last name must be at most 50 characters',
      ],
      [
        'updateProfile',
        { body: { ...exampleBody('updateProfile'), lname: ' ' } },
        'First name and last name are required',
      ],
      ['uploadProfilePicture', { body: { image: 'x' } }, 'Invalid request', 'data'],
      ['verifyRecoveryCode', { body: { code: '1234567' } }, 'Please enter valid code to proceed'],
      ['logActivity', { body: { ...exampleBody('logActivity'), device: 'D'.repeat(51) } }, 'Invalid request'],
      ['getSession', { body: { session_token: 7 } }, 'Invalid request'],
      [
        'changePassword',
        { body: { ...exampleBody('changePassword'), oldPassword: 7 } },
        'Invalid request',
        'errorResponse',
      ],
    ];
    for (const [operationId, request, message, legacy] of cases) {
      const answer = await negativeClient.call(operationId, request);
      const what = `${operationId} ${JSON.stringify(request.body).slice(0, 60)}`;
      expectEqual([answer.status, answer.body.code, answer.body.message], [400, 'INVALID_REQUEST', message], what);
      if (legacy === 'data') expectEqual(answer.body.data, null, `${what}: data`);
      else if (legacy) expectEqual(answer.body[legacy], message, `${what}: ${legacy}`);
    }
  },
);

// ---- change password
await check('change password: weak, mismatch and wrong old answer 400 with errorResponse', async () => {
  const client = await signIn();
  for (const [oldPassword, newPassword, confirm, code] of [
    [options.password, 'weak', 'weak', 'INVALID_REQUEST'],
    [options.password, NEW_PASSWORD, THIRD_PASSWORD, 'PASSWORD_MISMATCH'],
    ['Wrong#Pass1', NEW_PASSWORD, NEW_PASSWORD, 'WRONG_OLD_PASSWORD'],
    [options.password, options.password, options.password, null],
  ]) {
    const answer = await changePassword(client, oldPassword, newPassword, confirm);
    expectEqual(answer.status, 400, `${newPassword}/${confirm}`);
    expect(typeof answer.body.errorResponse === 'string', 'no errorResponse');
    if (code) expectEqual(answer.body.code, code, 'code');
  }
});

await check('change password: success; the new one signs in, the old one does not; other sessions end', async () => {
  const other = await signIn();
  const client = await signIn();
  expectEqual((await changePassword(client, options.password, NEW_PASSWORD)).status, 200, 'change');
  try {
    expectEqual((await new Client().call('login', { body: loginBody(options.password) })).status, 401, 'old password');
    await signIn(options.username, NEW_PASSWORD);
    expectEqual((await client.call('getSession', { body: {} })).status, 200, "the caller's session");
    expectEqual((await bearerOnly(other).call('getSession', { body: {} })).status, 401, 'another session');
  } finally {
    // Restore the password, so the kit leaves the account as it found it.
    expectEqual((await changePassword(client, NEW_PASSWORD, options.password)).status, 200, 'restoring the password');
  }
});

await check(
  "change password: the caller's session is the token's; a cookie of another session sent along ends",
  async () => {
    const tokenSession = await signIn();
    const cookieSession = await signIn();
    expect(cookieSession.cookies.size > 0, 'the sign-in set no session cookie');
    // The token of one session with the cookie of another session of the same user.
    const mixed = new Client();
    mixed.token = tokenSession.token;
    mixed.cookies = new Map(cookieSession.cookies);
    expectEqual((await changePassword(mixed, options.password, NEW_PASSWORD)).status, 200, 'change');
    try {
      expectEqual((await bearerOnly(tokenSession).call('getSession', { body: {} })).status, 200, "the token's session");
      const cookieOnly = new Client();
      cookieOnly.cookies = new Map(cookieSession.cookies);
      expectEqual((await cookieOnly.call('authUserSession', { body: {} })).status, 401, "the cookie's session");
    } finally {
      expectEqual(
        (await changePassword(bearerOnly(tokenSession), NEW_PASSWORD, options.password)).status,
        200,
        'restoring the password',
      );
    }
  },
);

// ---- profile
await check('profile: an update shows in get-session and in a fresh token', async () => {
  const client = await signIn();
  const before = (await client.call('getSession', { body: {} })).body.userInfo;
  try {
    const answer = await client.call('updateProfile', {
      body: { fname: ' Conformance ', lname: 'Check', phone: 5550001111 },
    });
    expectEqual(answer.status, 200, 'update');
    const after = (await client.call('getSession', { body: {} })).body.userInfo;
    expectEqual([after.fname, after.lname, after.phone], ['Conformance', 'Check', '5550001111'], 'stored values');
    const token = (await client.call('getToken')).body.accessToken;
    expectEqual(decodeToken(token).claims.fname, 'Conformance', 'fname in a fresh token');
  } finally {
    const phone = before.phone === null ? null : Number(before.phone);
    await client.call('updateProfile', { body: { fname: before.fname, lname: before.lname, phone } });
  }
});

// ---- picture
await check('picture: a PNG is stored and served from its URL; tokens carry the URL only', async () => {
  const client = await signIn();
  const answer = await client.call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  expectEqual(answer.status, 200, 'upload');
  const url = answer.body.data.picture;
  expect(/^https?:\/\//.test(url), `the picture URL ${url} is not absolute`);
  // https, or plain http on the loopback host only (contract: PictureUrl).
  expect(
    /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url),
    `the picture URL ${url} is plain http on another host`,
  );
  const served = await fetch(url);
  expectEqual(served.status, 200, `GET ${url}`);
  // HEAD is listed nowhere, the picture included (contract: "Conventions").
  expectEqual((await fetch(url, { method: 'HEAD' })).status, 404, `HEAD ${url}`);
  expectEqual(served.headers.get('content-type'), 'image/png', 'Content-Type of the picture');
  expectEqual(served.headers.get('x-content-type-options'), 'nosniff', 'X-Content-Type-Options of the picture');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX), 'the served bytes differ from the upload');
  const token = (await client.call('getToken')).body.accessToken;
  expectEqual(decodeToken(token).claims.picture, url, 'picture claim');
  expect(token.length < 4096, 'the token grew with the picture');
  const replaced = await client.call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  const id = url.match(/profile-pictures\/([^/]+)\/image/)?.[1];
  if (id && replaced.body.data.picture !== url) {
    const gone = await new Client().call('getProfilePicture', { params: { pictureId: id } });
    expectEqual(gone.status, 404, 'the replaced picture');
  }
});

await check('picture: 500 KB or more answers 413 (before the type), other types 415, with data null', async () => {
  const client = await signIn();
  const big = Buffer.alloc(512000);
  PNG_1PX.copy(big, 0, 0, 8);
  const tooBig = await client.call('uploadProfilePicture', { form: pictureForm(big, 'image/png') });
  expectEqual([tooBig.status, tooBig.body.data], [413, null], 'oversize');
  // Size before type: a file both too large and of the wrong type is 413.
  const bigGif = Buffer.alloc(512000);
  bigGif.write('GIF89a');
  const both = await client.call('uploadProfilePicture', { form: pictureForm(bigGif, 'image/gif', 'a.gif') });
  expectEqual([both.status, both.body.code], [413, 'PICTURE_TOO_LARGE'], 'too large and a GIF');
  const gif = await client.call('uploadProfilePicture', {
    form: pictureForm(Buffer.from('GIF89a....'), 'image/gif', 'a.gif'),
  });
  expectEqual([gif.status, gif.body.data], [415, null], 'GIF');
  const disguised = await client.call('uploadProfilePicture', {
    form: pictureForm(Buffer.from('%PDF-1.7'), 'image/png'),
  });
  expectEqual(disguised.status, 415, 'a PDF declared as PNG');
});

await check('picture: its URL is on the public base URL of the API (--public-url, default --base-url)', async () => {
  const answer = await (await signIn()).call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  const url = answer.body.data.picture;
  expect(
    new RegExp(
      `^${PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/profile-pictures/[A-Za-z0-9_-]{16,64}/image$`,
    ).test(url),
    `the picture URL ${url} is not ${PUBLIC_URL}/profile-pictures/{id}/image`,
  );
});

await check("picture: a client's own X-Forwarded-* headers do not move its URL", async () => {
  const answer = await (
    await signIn()
  ).call('uploadProfilePicture', {
    form: pictureForm(PNG_1PX, 'image/png'),
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Prefix': '/evil' },
  });
  const url = answer.body.data.picture;
  expect(
    url.startsWith(`${PUBLIC_URL}/`) && !url.includes('evil'),
    `the picture URL ${url} follows the client's headers`,
  );
});

await check('picture: an unknown picture id answers 404', async () => {
  const answer = await new Client().call('getProfilePicture', { params: { pictureId: 'a'.repeat(32) } });
  expectEqual(answer.status, 404, 'status');
});

// ---- password recovery
await check('recovery: no cookie means no recovery: verify and reset answer 403', async () => {
  const client = new Client();
  expectEqual((await client.call('verifyRecoveryCode', { body: { code: '123456' } })).status, 403, 'verify');
  const reset = await client.call('resetForgottenPassword', { body: exampleBody('resetForgottenPassword') });
  expectEqual(reset.status, 403, 'reset');
});

await check(
  'recovery: an unknown account is answered like a known one (200, same message, masked e-mail, cookie); every code is wrong',
  async () => {
    // The message of a real start, from the contract (a real start here would e-mail the test account).
    const sent = operations.get('requestPasswordRecovery').responses['200'].content['application/json'].example;
    const client = new Client();
    const identifier = `nobody-${randomBytes(6).toString('hex')}`;
    const unknown = await client.call('requestPasswordRecovery', { body: { username: identifier } });
    expectEqual([unknown.status, unknown.body.message], [200, sent.message], 'the answer');
    expect(/^[a-z0-9]{1,2}\*{9}@[^@\s]+$/.test(unknown.body.email), `the e-mail ${unknown.body.email} is not masked`);
    expect(client.cookies.has(RECOVERY_COOKIE), `no ${RECOVERY_COOKIE} cookie for an unknown account`);
    const again = await new Client().call('requestPasswordRecovery', { body: { username: identifier } });
    expectEqual(again.body.email, unknown.body.email, 'the masked e-mail of the same identifier, asked again');
    // Typed in capitals: masked lower-cased, as a real account's stored address is, so case never tells.
    const address = `nobody-${randomBytes(6).toString('hex')}@example.org`;
    const byEmail = await new Client().call('requestPasswordRecovery', { body: { username: address.toUpperCase() } });
    expectEqual(
      [byEmail.status, byEmail.body.email],
      [200, `${address.slice(0, 2)}*********@example.org`],
      'an e-mail typed in capitals',
    );
    const wrong = await client.call('verifyRecoveryCode', { body: { code: '123456' } });
    expectEqual([wrong.status, wrong.body.code, wrong.body.attemptsLeft], [400, 'CODE_INVALID', 2], 'a code');
    if (options.hooks) expectEqual(await outboxTo(address), [], 'e-mails to an unknown address');
  },
);

async function startRecovery(client = new Client(), username = options.username, known = true) {
  const answer = await client.call('requestPasswordRecovery', { body: { username } });
  expectEqual(answer.status, 200, 'start');
  if (!known) return { client, answer, email: answer.body.email, code: null };
  // The account's e-mail, from its token once (a later check may have locked its sign-in).
  emailOf[username] ??= decodeToken((await signIn()).token).claims.email;
  return { client, answer, email: answer.body.email, code: await latestCode(emailOf[username]) };
}

await check(
  'recovery: the whole flow (cookie attributes, code, verify, reset); new password signs in, old sessions end',
  async () => {
    const before = await signIn();
    const { client, answer, email, code } = await startRecovery();
    const cookie = answer.setCookies.find((candidate) => candidate.name === RECOVERY_COOKIE);
    expect(cookie, `no ${RECOVERY_COOKIE} cookie`);
    expect(cookie.attributes.httponly, 'not HttpOnly');
    expectEqual(String(cookie.attributes.samesite).toLowerCase(), 'strict', 'SameSite');
    expectEqual(cookie.attributes['max-age'], '1800', 'Max-Age');
    expect(/^[0-9]{6}$/.test(code), `the code ${code} is not 6 digits`);
    expect(/^.{1,2}\*{9}@/.test(email), `the e-mail ${email} is not masked`);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 200, 'reset');
    expect(!client.cookies.has(RECOVERY_COOKIE), 'oa_recovery not cleared');
    await signIn(options.username, NEW_PASSWORD);
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 401, 'the old password');
    expectEqual((await bearerOnly(before).call('getSession', { body: {} })).status, 401, 'a session from before');
    expectEqual((await before.call('getSession', { body: {} })).status, 401, 'its cookie');
  },
  { hooks: true },
);

await check(
  'recovery: 3 wrong codes lock it (400 with 2, 1 attempts left, then 429 with 0 and Retry-After)',
  async () => {
    const { client, code } = await startRecovery();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([first.status, first.body.attemptsLeft], [400, 2], 'first wrong code');
    const second = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([second.status, second.body.attemptsLeft], [400, 1], 'second wrong code');
    const third = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([third.status, third.body.attemptsLeft], [429, 0], 'third wrong code');
    const right = await client.call('verifyRecoveryCode', { body: { code } });
    expectEqual(right.status, 429, 'the right code after the lock');
  },
  { hooks: true },
);

await check(
  'recovery: resend only 2 minutes after the last send, at most 3 times; it replaces the code',
  async () => {
    const { client, code } = await startRecovery();
    const early = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual([early.status, early.body.code], [429, 'RESEND_TOO_EARLY'], 'resend at once');
    let previous = code;
    for (let resend = 1; resend <= 3; resend += 1) {
      await moveClock(120);
      const again = await client.call('requestPasswordRecovery', { body: { username: options.username } });
      expectEqual(again.status, 200, `resend ${resend}`);
      const next = await latestCode(emailOf[options.username]);
      // Checking the replaced code uses an attempt; once is enough (3 would lock the recovery).
      if (resend === 1 && next !== previous) {
        const old = await client.call('verifyRecoveryCode', { body: { code: previous } });
        expectEqual(old.status, 400, `the replaced code after resend ${resend}`);
      }
      previous = next;
    }
    await moveClock(120);
    const limit = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual([limit.status, limit.body.code], [429, 'RESEND_LIMIT'], 'the 4th resend');
    expectEqual((await client.call('verifyRecoveryCode', { body: { code: previous } })).status, 200, 'the last code');
  },
  { hooks: true },
);

await check(
  'recovery: a resend clears the verification (reset answers 403 until the new code is verified)',
  async () => {
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(120);
    expectEqual(
      (await client.call('requestPasswordRecovery', { body: { username: options.username } })).status,
      200,
      'resend',
    );
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 403, 'reset after the resend');
  },
  { hooks: true },
);

await check(
  'recovery: the code expires 10 minutes after sending (410)',
  async () => {
    const { client, code } = await startRecovery();
    await moveClock(599);
    const email = emailOf[options.username];
    expect(email, 'no e-mail known');
    await moveClock(1);
    const answer = await client.call('verifyRecoveryCode', { body: { code } });
    expectEqual([answer.status, answer.body.code], [410, 'CODE_EXPIRED'], 'after 10 minutes');
  },
  { hooks: true },
);

await check(
  "recovery: a second client cannot touch the first one's recovery, nor learn its identity",
  async () => {
    const first = await startRecovery();
    expectEqual(
      (await first.client.call('verifyRecoveryCode', { body: { code: first.code } })).status,
      200,
      'A verifies',
    );
    await moveClock(150);
    const intruder = new Client();
    const second = await intruder.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual(second.status, 200, "B's request");
    const intruderCookie = intruder.cookies.get(RECOVERY_COOKIE);
    expect(
      intruderCookie && intruderCookie !== first.client.cookies.get(RECOVERY_COOKIE),
      "B received A's recovery cookie",
    );
    const stolen = await intruder.call('verifyRecoveryCode', { body: { code: first.code } });
    expect(
      stolen.status !== 200 || first.code === (await latestCode(emailOf[options.username])),
      "A's code works for B",
    );
    const resetByIntruder = await intruder.call('resetForgottenPassword', {
      body: { newPassword: THIRD_PASSWORD, confirmPassword: THIRD_PASSWORD, email: first.email },
    });
    expectEqual(resetByIntruder.status, 403, "B's reset");
    const reset = await first.client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: first.email },
    });
    expectEqual(reset.status, 200, "A's reset, still verified");
  },
  { hooks: true },
);

await check(
  'recovery: starting over is throttled per account (429 RECOVERY_THROTTLED with Retry-After)',
  async () => {
    let throttled = null;
    for (let attempt = 1; attempt <= 6 && !throttled; attempt += 1) {
      const answer = await new Client().call('requestPasswordRecovery', { body: { username: options.username } });
      if (answer.status === 429) throttled = answer;
      else expectEqual(answer.status, 200, `start ${attempt}`);
    }
    expect(throttled, '6 starts from 6 clients within a minute were all accepted');
    expectEqual(throttled.body.code, 'RECOVERY_THROTTLED', 'code');
  },
  { hooks: true },
);

await check(
  'recovery: once its code has expired, a request with its cookie starts a new recovery (new cookie, new code)',
  async () => {
    const { client } = await startRecovery();
    const firstCookie = client.cookies.get(RECOVERY_COOKIE);
    await moveClock(600);
    const again = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual(again.status, 200, 'the request after the code expired');
    const cookie = again.setCookies.find((candidate) => candidate.name === RECOVERY_COOKIE);
    expect(cookie && cookie.value !== firstCookie, 'no new oa_recovery cookie: it was a resend');
    const code = await latestCode(emailOf[options.username]);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'the new code');
  },
  { hooks: true },
);

await check(
  'recovery: Retry-After of RESEND_LIMIT is the time until the code expires; then a request starts anew',
  async () => {
    const { client } = await startRecovery();
    const firstCookie = client.cookies.get(RECOVERY_COOKIE);
    for (let resend = 1; resend <= 3; resend += 1) {
      await moveClock(120);
      const again = await client.call('requestPasswordRecovery', { body: { username: options.username } });
      expectEqual(again.status, 200, `resend ${resend}`);
    }
    await moveClock(120);
    const limit = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual([limit.status, limit.body.code], [429, 'RESEND_LIMIT'], 'the 4th resend');
    // The last code was sent 120 s ago and lives 600 s.
    expectEqual(limit.headers.get('retry-after'), '480', 'Retry-After');
    await moveClock(480);
    const anew = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual(anew.status, 200, 'the request after Retry-After');
    expect(client.cookies.get(RECOVERY_COOKIE) !== firstCookie, 'no new recovery cookie after Retry-After');
  },
  { hooks: true },
);

await check(
  'recovery: the 403s of the reset: NO_RECOVERY (none, unknown, completed), NOT_VERIFIED (not yet, cleared, too old, locked)',
  async () => {
    const resetBody = (email) => ({ body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email } });
    const expect403 = async (client, email, code, what) => {
      const answer = await client.call('resetForgottenPassword', resetBody(email));
      expectEqual([answer.status, answer.body.code], [403, code], what);
    };
    await expect403(new Client(), 'x@example.com', 'NO_RECOVERY', 'no cookie');
    const unknown = new Client();
    unknown.cookies.set(RECOVERY_COOKIE, randomBytes(16).toString('hex'));
    await expect403(unknown, 'x@example.com', 'NO_RECOVERY', 'an unknown cookie');

    const { client, email, code } = await startRecovery();
    await expect403(client, email, 'NOT_VERIFIED', 'never verified');
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(120);
    expectEqual(
      (await client.call('requestPasswordRecovery', { body: { username: options.username } })).status,
      200,
      'resend',
    );
    await expect403(client, email, 'NOT_VERIFIED', 'verification cleared by a resend');
    const resent = await latestCode(emailOf[options.username]);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code: resent } })).status, 200, 'verify again');
    await moveClock(600);
    await expect403(client, email, 'NOT_VERIFIED', 'verified 10 minutes ago');

    const locked = await startRecovery();
    const wrong = locked.code === '000000' ? '111111' : '000000';
    expectEqual(
      (await locked.client.call('verifyRecoveryCode', { body: { code: locked.code } })).status,
      200,
      'verify',
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await locked.client.call('verifyRecoveryCode', { body: { code: wrong } });
    }
    await expect403(locked.client, locked.email, 'NOT_VERIFIED', 'locked after a verification');

    const done = await startRecovery();
    const doneCookie = done.client.cookies.get(RECOVERY_COOKIE);
    expectEqual((await done.client.call('verifyRecoveryCode', { body: { code: done.code } })).status, 200, 'verify');
    expectEqual((await done.client.call('resetForgottenPassword', resetBody(done.email))).status, 200, 'reset');
    done.client.cookies.set(RECOVERY_COOKIE, doneCookie);
    await expect403(done.client, done.email, 'NO_RECOVERY', 'completed');
  },
  { hooks: true },
);

await check(
  'recovery: a repeated correct code answers 200 but does not restart the 10 minutes to reset',
  async () => {
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(300);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify again');
    await moveClock(300);
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual([reset.status, reset.body.code], [403, 'NOT_VERIFIED'], '10 minutes after the first verification');
  },
  { hooks: true },
);

await check(
  'recovery: a code of 1 to 5 digits is a wrong code (400 CODE_INVALID, one attempt used)',
  async () => {
    const { client } = await startRecovery();
    const five = await client.call('verifyRecoveryCode', { body: { code: '12345' } });
    expectEqual([five.status, five.body.code, five.body.attemptsLeft], [400, 'CODE_INVALID', 2], '12345');
    const one = await client.call('verifyRecoveryCode', { body: { code: '7' } });
    expectEqual([one.status, one.body.code, one.body.attemptsLeft], [400, 'CODE_INVALID', 1], '7');
  },
  { hooks: true },
);

// ---- recovery: caps per client and for everyone, and the notice e-mail (contract: "Password recovery", "Abuse controls")
await check(
  'recovery: one client may have at most 20 codes sent an hour, across accounts: the 21st start answers 429 RECOVERY_THROTTLED',
  async () => {
    const client = new Client();
    for (let start = 1; start <= 20; start += 1) {
      // A new identifier each time, so the per-account limit (5) never applies.
      const answer = await new Client().call('requestPasswordRecovery', {
        body: { username: `spray-${start}-${randomBytes(4).toString('hex')}` },
      });
      expectEqual(answer.status, 200, `start ${start}`);
    }
    const capped = await client.call('requestPasswordRecovery', { body: { username: options.username } });
    expectEqual([capped.status, capped.body.code], [429, 'RECOVERY_THROTTLED'], 'the 21st start (a real account)');
    const wait = Number(capped.headers.get('retry-after'));
    expect(wait > 0 && wait <= 3600, `Retry-After ${wait} is not within the hour`);
    await moveClock(wait);
    expectEqual(
      (await client.call('requestPasswordRecovery', { body: { username: options.username } })).status,
      200,
      'after Retry-After',
    );
  },
  { hooks: true },
);

await check(
  'recovery: one client may enter at most 10 wrong codes an hour, across recoveries: the 11th answers 429 RECOVERY_THROTTLED, no attempt used',
  async () => {
    let wrongCodes = 0;
    let client;
    while (wrongCodes < 10) {
      // Each recovery has 3 attempts; the 3rd wrong code locks it, so start another.
      if (wrongCodes % 3 === 0)
        client = (await startRecovery(new Client(), `grind-${wrongCodes}-${randomBytes(4).toString('hex')}`, false))
          .client;
      const answer = await client.call('verifyRecoveryCode', { body: { code: '000000' } });
      expect(
        [400, 429].includes(answer.status) && answer.body.code !== 'RECOVERY_THROTTLED',
        `wrong code ${wrongCodes + 1}: ${answer.status} ${answer.body.code}`,
      );
      wrongCodes += 1;
    }
    const real = await startRecovery();
    const capped = await real.client.call('verifyRecoveryCode', {
      body: { code: real.code === '000000' ? '111111' : '000000' },
    });
    expectEqual([capped.status, capped.body.code], [429, 'RECOVERY_THROTTLED'], 'the 11th wrong code');
    await moveClock(Number(capped.headers.get('retry-after')));
    // The code expired meanwhile (an hour): a fresh recovery shows its attempts were not used.
    const fresh = await startRecovery(real.client);
    const wrong = await fresh.client.call('verifyRecoveryCode', {
      body: { code: fresh.code === '000000' ? '111111' : '000000' },
    });
    expectEqual([wrong.status, wrong.body.attemptsLeft], [400, 2], 'a wrong code after the window');
  },
  { hooks: true },
);

await check(
  'recovery and change password: a notice e-mail (no code) goes to the account after a password change and after a reset',
  async () => {
    const client = await signIn();
    const email = decodeToken(client.token).claims.email;
    expect(email, 'the account has no e-mail');
    expectEqual((await changePassword(client, options.password, NEW_PASSWORD)).status, 200, 'change password');
    const [changed] = await outboxTo(email);
    expect(
      changed && changed.code === null && changed.subject === 'Your password was changed',
      `after the change: ${JSON.stringify(changed)}`,
    );
    const { client: recovery, email: masked, code } = await startRecovery();
    expectEqual((await recovery.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await recovery.call('resetForgottenPassword', {
      body: { newPassword: THIRD_PASSWORD, confirmPassword: THIRD_PASSWORD, email: masked },
    });
    expectEqual(reset.status, 200, 'reset');
    const [notice] = await outboxTo(email);
    expect(
      notice && notice.code === null && notice.subject === 'Your password was changed',
      `after the reset: ${JSON.stringify(notice)}`,
    );
    const notices = (await outboxTo(email)).filter((mail) => mail.code === null);
    expectEqual(notices.length, 2, 'notices: one for the change, one for the reset');
  },
  { hooks: true },
);

// ---- throttling
await check(
  'throttling: 5 failed sign-ins (401) delay the identifier: the 6th answers 429 with Retry-After',
  async () => {
    const identifier = `conformance-${randomBytes(6).toString('hex')}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
      expectEqual(answer.status, 401, `attempt ${attempt}`);
    }
    const locked = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'attempt 6');
    expect(typeof locked.body.errorReponse === 'string', 'no errorReponse');
  },
);

await check(
  'throttling: usernames match exactly, so failures as the username in another case never delay the account',
  async () => {
    const { username } = options;
    const shouted = username === username.toUpperCase() ? username.toLowerCase() : username.toUpperCase();
    expect(shouted !== username, `--username ${username} has no letters to change the case of`);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1', shouted) });
    }
    await signIn();
  },
  { hooks: true },
);

await check(
  'errors: a 500 is an Error without a legacy field (here the sign-in, made to fail)',
  async () => {
    await hook('POST', '/__test/fault', { operationId: 'login', fault: 'http-500' });
    try {
      const failed = await new Client().call('login', { body: loginBody() });
      expectEqual([failed.status, failed.body.code], [500, 'INTERNAL_ERROR'], 'the answer');
      expectEqual(Object.keys(failed.body).sort(), ['code', 'message', 'status'], 'its fields');
    } finally {
      await hook('POST', '/__test/fault', { operationId: 'login', fault: 'none' });
    }
  },
  { hooks: true },
);

await check(
  'test hooks: a failing fault answers instead of the operation (a recovery start sends nothing); a delay runs it',
  async () => {
    const email = decodeToken((await signIn()).token).claims.email;
    await hook('POST', '/__test/fault', { operationId: 'requestPasswordRecovery', fault: 'http-500' });
    try {
      const failed = await new Client().call('requestPasswordRecovery', { body: { username: options.username } });
      expectEqual(failed.status, 500, 'the answer');
      expectEqual(await outboxTo(email), [], 'e-mails sent');
      await hook('POST', '/__test/fault', { operationId: 'requestPasswordRecovery', fault: 'delay-3s' });
      const late = await new Client().call('requestPasswordRecovery', { body: { username: options.username } });
      expectEqual(late.status, 200, 'the delayed answer');
      expectEqual((await outboxTo(email)).length, 1, 'e-mails sent by the delayed start');
    } finally {
      await hook('POST', '/__test/fault', { operationId: 'requestPasswordRecovery', fault: 'none' });
    }
  },
  { hooks: true },
);

await check(
  'test hooks: after a reset the seeded accounts have no picture',
  async () => {
    for (const username of [options.username, options.otherUsername]) {
      const session = await (await signIn(username)).call('getSession', { body: {} });
      expectEqual(session.body.userInfo.picture, null, `${username}'s picture`);
    }
  },
  { hooks: true },
);

await check(
  'throttling: a delayed account refuses even the right password, until Retry-After has passed',
  async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1') });
    }
    const locked = await new Client().call('login', { body: loginBody() });
    expectEqual(locked.status, 429, 'the right password while locked');
    await moveClock(Number(locked.headers.get('retry-after')));
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: 5 wrong old passwords (400) lock change password: then 429 with Retry-After, even for the right one',
  async () => {
    const client = await signIn();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await changePassword(client, 'Wrong#Pass1', NEW_PASSWORD);
      expectEqual(answer.status, 400, `attempt ${attempt}`);
    }
    const locked = await changePassword(client, options.password, NEW_PASSWORD);
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'the right password while locked');
    expect(typeof locked.body.errorResponse === 'string', 'no errorResponse');
  },
  { hooks: true },
);

await check(
  'throttling: sign-in failures count per account: its username and e-mail (any case, spaces) share one count',
  async () => {
    const email = decodeToken((await signIn()).token).claims.email;
    expect(email, 'the account has no e-mail');
    for (const identifier of [options.username, `  ${email.toUpperCase()} `, email, options.username, email]) {
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
      expectEqual(answer.status, 401, `a failure as ${JSON.stringify(identifier)}`);
    }
    const locked = await new Client().call('login', { body: loginBody() });
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'the right password after 5 failures');
  },
  { hooks: true },
);

await check(
  'throttling: the sign-in count does not decay: 4 failures, a day, 1 failure delay the account',
  async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1') });
    }
    await moveClock(24 * 3600);
    expectEqual((await new Client().call('login', { body: loginBody('Wrong#Pass1') })).status, 401, 'the 5th failure');
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 429, 'the right password after it');
  },
  { hooks: true },
);

await check(
  'throttling: a growing delay, not a lock: 30 s after the 5th failure, 60 s after the 6th, 120 s after the 7th; a 429 does not extend it',
  async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1') });
    }
    for (const [failure, delay] of [
      [5, 30],
      [6, 60],
      [7, 120],
    ]) {
      const first = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(
        [first.status, first.headers.get('retry-after')],
        [429, String(delay)],
        `at once after failure ${failure}`,
      );
      await moveClock(delay - 1);
      const last = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(
        [last.status, last.headers.get('retry-after')],
        [429, '1'],
        `${delay - 1} s after failure ${failure}`,
      );
      await moveClock(1);
      if (failure < 7) {
        const next = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
        expectEqual(next.status, 401, `the attempt after the ${delay} s delay`);
      }
    }
    // The real user, after the delay: signed in (no 15-minute lock).
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: one client spraying many accounts is delayed: 20 failures over 20 identifiers, then 429 for any identifier',
  async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const identifier = `spray-${attempt}-${randomBytes(4).toString('hex')}`;
      const answer = await new Client().call('login', { body: loginBody('Spray#Pass1', identifier) });
      expectEqual(answer.status, 401, `failure ${attempt}`);
    }
    const delayed = await new Client().call('login', { body: loginBody() });
    expectEqual([delayed.status, delayed.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'a 21st attempt, a real account');
    expectEqual(delayed.headers.get('retry-after'), '30', 'Retry-After after the 20th failure');
    await moveClock(30);
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: the client counts accounts, not attempts: 21 failures on one account do not delay its sign-ins to another',
  async () => {
    for (let failure = 1; failure <= 21; failure += 1) {
      // Past the account's growing delay (at most 15 minutes) left by the failure before.
      if (failure > 5) await moveClock(900);
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(answer.status, 401, `failure ${failure} on ${options.username}`);
    }
    await signIn(options.otherUsername);
  },
  { hooks: true },
);

await check(
  "throttling: a password reset ends the account's sign-in delay",
  async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1') });
    }
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 429, 'locked');
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 200, 'reset');
    await signIn(options.username, NEW_PASSWORD);
  },
  { hooks: true },
);

// ---- session expiry
await check(
  'expiry: a sign-in ends after 8 hours (cookie and token); remembered after 30 days',
  async () => {
    const short = await signIn();
    const remembered = await signIn(options.username, options.password, true);
    await moveClock(8 * 3600 - 60);
    expectEqual((await short.call('getSession', { body: {} })).status, 200, 'before 8 hours');
    await moveClock(61);
    expectEqual((await short.call('getSession', { body: {} })).status, 401, 'after 8 hours');
    expectEqual((await remembered.call('getSession', { body: {} })).status, 200, 'remembered after 8 hours');
    // Used every 6 days (never idle for 7), it still ends 30 days after the sign-in.
    for (let day = 6; day < 30; day += 6) {
      await moveClock(6 * 24 * 3600);
      expectEqual((await remembered.call('getSession', { body: {} })).status, 200, `remembered, used, day ${day}`);
    }
    await moveClock(6 * 24 * 3600);
    expectEqual((await remembered.call('getSession', { body: {} })).status, 401, 'remembered after 30 days');
  },
  { hooks: true },
);

await check(
  'expiry: a remembered session ends after 7 days idle (cookie and token); any call it authenticates restarts the 7 days',
  async () => {
    const idle = await signIn(options.username, options.password, true);
    const used = await signIn(options.username, options.password, true);
    await moveClock(6 * 24 * 3600);
    expectEqual((await bearerOnly(used).call('getToken')).status, 200, 'a token refresh on day 6');
    await moveClock(24 * 3600 + 1);
    expectEqual((await bearerOnly(idle).call('getSession', { body: {} })).status, 401, 'its token after 7 days idle');
    expectEqual(
      (await idle.call('authUserSession', { body: {}, token: null })).status,
      401,
      'its cookie after 7 days idle',
    );
    expectEqual((await used.call('getSession', { body: {} })).status, 200, 'the one used on day 6');
  },
  { hooks: true },
);

// ---- saved views (contract tag "Saved views"); each check uses a report id of its own
const savedViewBody = (name) => ({ name, state: `state of ${name}`, pageName: 'ReportSection2' });
async function createView(client, reportId, name) {
  const answer = await client.call('createSavedView', { params: { reportId }, body: savedViewBody(name) });
  expectEqual(answer.status, 201, `saving ${name}`);
  return answer.body.view;
}
const viewNames = (answer) => answer.body.views.map((view) => view.name);
/** Deletes what a check saved, so a server without hooks keeps nothing of it. */
async function deleteViews(client, reportId) {
  const listed = await client.call('listSavedViews', { params: { reportId } });
  for (const view of listed.body?.views ?? []) {
    await client.call('deleteSavedView', { params: { reportId, viewId: view.id } });
  }
}

await check('saved views: saved trimmed, listed in order, renamed, reordered and deleted', async () => {
  const client = await signIn();
  const reportId = randomUUID();
  try {
    const first = await createView(client, reportId, '  West region ');
    expectEqual(first.name, 'West region', 'the stored name');
    expect(first.id !== first.shareId, 'the share id is not the view id');
    const second = await createView(client, reportId, 'Ohio agents');
    expectEqual(
      viewNames(await client.call('listSavedViews', { params: { reportId } })),
      ['West region', 'Ohio agents'],
      'the list',
    );
    const renamed = await client.call('renameSavedView', {
      params: { reportId, viewId: first.id },
      body: { name: 'West, final' },
    });
    expectEqual(
      [renamed.status, renamed.body.view.name, renamed.body.view.shareId],
      [200, 'West, final', first.shareId],
      'the rename',
    );
    const reordered = await client.call('reorderSavedViews', {
      params: { reportId },
      body: { viewIds: [second.id, first.id] },
    });
    expectEqual(viewNames(reordered), ['Ohio agents', 'West, final'], 'the new order');
    expectEqual(
      viewNames(await client.call('listSavedViews', { params: { reportId } })),
      ['Ohio agents', 'West, final'],
      'the list after',
    );
    const deleted = await client.call('deleteSavedView', { params: { reportId, viewId: second.id } });
    expectEqual(deleted.status, 200, 'the deletion');
    const again = await client.call('deleteSavedView', { params: { reportId, viewId: second.id } });
    expectEqual([again.status, again.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], 'deleting it again');
  } finally {
    await deleteViews(client, reportId);
  }
});

await check(
  'saved views: another user neither lists, renames, reorders nor deletes them, but reads a shared one',
  async () => {
    const owner = await signIn();
    const other = await signIn(options.otherUsername);
    const reportId = randomUUID();
    try {
      const view = await createView(owner, reportId, 'Mine');
      expectEqual(viewNames(await other.call('listSavedViews', { params: { reportId } })), [], "the other user's list");
      const rename = await other.call('renameSavedView', {
        params: { reportId, viewId: view.id },
        body: { name: 'Taken' },
      });
      expectEqual([rename.status, rename.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], "renaming another's view");
      const remove = await other.call('deleteSavedView', { params: { reportId, viewId: view.id } });
      expectEqual(remove.status, 404, "deleting another's view");
      const reorder = await other.call('reorderSavedViews', { params: { reportId }, body: { viewIds: [view.id] } });
      expectEqual([reorder.status, reorder.body.code], [409, 'SAVED_VIEWS_CHANGED'], "ordering another's view");
      expectEqual(
        viewNames(await owner.call('listSavedViews', { params: { reportId } })),
        ['Mine'],
        "the owner's list after",
      );
      const shared = await other.call('getSharedView', { params: { reportId, shareId: view.shareId } });
      expectEqual(shared.status, 200, 'reading it by its share id');
      expectEqual(
        [shared.body.name, shared.body.state, shared.body.reportId],
        ['Mine', 'state of Mine', reportId],
        'the shared view',
      );
      expect(!('id' in shared.body), 'a shared view never carries the view id');
      const elsewhere = await other.call('getSharedView', {
        params: { reportId: randomUUID(), shareId: view.shareId },
      });
      expectEqual(elsewhere.status, 404, 'its share id under another report');
      await owner.call('deleteSavedView', { params: { reportId, viewId: view.id } });
      expectEqual(
        (await other.call('getSharedView', { params: { reportId, shareId: view.shareId } })).status,
        404,
        'a deleted view',
      );
    } finally {
      await deleteViews(owner, reportId);
    }
  },
);

await check(
  'saved views: 20 per report at most (409), a stale order refused (409), an ill-formed report id 400',
  async () => {
    const client = await signIn();
    const reportId = randomUUID();
    try {
      const views = [];
      for (let count = 1; count <= 20; count += 1) views.push(await createView(client, reportId, `View ${count}`));
      const extra = await client.call('createSavedView', { params: { reportId }, body: savedViewBody('One too many') });
      expectEqual([extra.status, extra.body.code], [409, 'SAVED_VIEW_LIMIT'], 'the 21st view');
      const stale = await client.call('reorderSavedViews', {
        params: { reportId },
        body: { viewIds: views.slice(1).map((view) => view.id) },
      });
      expectEqual([stale.status, stale.body.code], [409, 'SAVED_VIEWS_CHANGED'], 'an order without one view');
      const repeated = views.map((view) => view.id);
      repeated[1] = repeated[0];
      expectEqual(
        (await client.call('reorderSavedViews', { params: { reportId }, body: { viewIds: repeated } })).status,
        409,
        'a repeated id',
      );
      const badReport = await client.call('listSavedViews', { params: { reportId: 'not-a-report' } });
      expectEqual([badReport.status, badReport.body.code], [400, 'INVALID_REQUEST'], 'an ill-formed report id');
    } finally {
      await deleteViews(client, reportId);
    }
  },
);

// ---- activity
await check('activity: recorded with or without a sign-in (201); an unknown provider answers 404', async () => {
  const anonymous = await new Client().call('logActivity', { body: exampleBody('logActivity') });
  expectEqual(anonymous.status, 201, 'anonymous');
  const signedIn = await (
    await signIn()
  ).call('logActivity', {
    body: { ...exampleBody('logActivity'), username: options.username, role: 'Agent', company: 'Evergreen Life' },
  });
  expectEqual(signedIn.status, 201, 'signed in');
  const unknown = await new Client().call('logActivity', {
    params: { provider: 'no-such-provider' },
    body: exampleBody('logActivity'),
  });
  expectEqual(unknown.status, 404, 'unknown provider');
});

await check('activity: an invalid or wrongly signed token is ignored (201, never 401)', async () => {
  const token = wrongKey((await signIn()).token);
  for (const [what, bearer] of [
    ['a garbage token', 'not.a.jwt'],
    ['a token signed with another key', token],
  ]) {
    const answer = await new Client().call('logActivity', { body: exampleBody('logActivity'), token: bearer });
    expectEqual(answer.status, 201, what);
  }
});

await check(
  'activity: an expired token is ignored (201)',
  async () => {
    const client = bearerOnly(await signIn());
    await moveClock(8 * 3600 + 1);
    expectEqual((await client.call('logActivity', { body: exampleBody('logActivity') })).status, 201, 'status');
  },
  { hooks: true },
);

if (options.hooks) await hook('POST', '/__test/reset');
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exitCode = counts.failed > 0 ? 1 : 0;
