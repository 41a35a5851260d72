/**
 * What every check of the conformance kit shares (verify.mjs runs the checks; checks/ holds them, one
 * file per workflow): the options, the contract, the check runner, an HTTP client with a cookie jar
 * that checks every answer against the contract, token tools and the workflow helpers.
 */
import { createHmac, randomBytes } from 'node:crypto';
import process from 'node:process';
import { conformsToContract, contract, expect, expectEqual, operations } from './contract.mjs';

// The contract model is the checks' too.
export * from './contract.mjs';

// ---------------------------------------------------------------- options
export function parseOptions(argv) {
  const options = {
    baseUrl: '',
    publicUrl: '',
    hooksUrl: '',
    hooks: false,
    origin: 'http://localhost:5173',
    username: 'javery',
    password: 'Portal#2024',
    otherUsername: 'mlee',
    provider: 'portal',
    only: '',
    workflow: '',
    reportIds: '',
  };
  const names = {
    '--base-url': 'baseUrl',
    '--public-url': 'publicUrl',
    '--hooks-url': 'hooksUrl',
    '--origin': 'origin',
    '--username': 'username',
    '--password': 'password',
    '--other-username': 'otherUsername',
    '--provider': 'provider',
    '--only': 'only',
    '--workflow': 'workflow',
    '--report-ids': 'reportIds',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    if (flag === '--hooks') options.hooks = true;
    else if (names[flag]) options[names[flag]] = inline ?? argv[++index];
    else throw new Error(`unknown option ${argv[index]}`);
  }
  if (!/^https?:\/\//.test(options.baseUrl)) throw new Error('--base-url <http(s)://host:port[/path]> is required');
  options.baseUrl = options.baseUrl.replace(/\/$/, '');
  // The reports the server keeps views of (the portal's VITE_REPORT_ID_*); default the contract's example.
  options.reportIds = options.reportIds
    ? options.reportIds.split(',').map((id) => id.trim())
    : [contract.components.parameters.ReportId.example];
  // The base URL the portal calls the API at, on which the API answers picture URLs (contract:
  // "Deployment"): --public-url, else the contract's default for a server configured with none
  // (`http://localhost:<port>`) when --base-url is that server's loopback address, else --base-url.
  options.publicUrlSource = options.publicUrl ? '--public-url' : 'the default';
  options.publicUrl = (options.publicUrl || defaultPublicUrl(options.baseUrl)).replace(/\/$/, '');
  // The server itself, when the kit calls it through a web server (deploy/nginx.conf), which refuses
  // the test hooks and answers malformed requests itself: the hooks and the HTTP-layer checks go
  // there; default --base-url.
  options.hooksUrl = (options.hooksUrl || options.baseUrl).replace(/\/$/, '');
  return options;
}

/**
 * The public base URL the kit expects without --public-url: a server given no public URL answers on
 * `http://localhost:<port>` (contract: "Deployment"), also when the kit calls it at 127.0.0.1 or [::1].
 */
export function defaultPublicUrl(baseUrl) {
  const loopback = /^http:\/\/(?:127\.0\.0\.1|\[::1\]):(\d+)$/.exec(baseUrl);
  return loopback ? `http://localhost:${loopback[1]}` : baseUrl;
}

export const options = parseOptions(process.argv.slice(2));
export const BASE = options.baseUrl;
export const PUBLIC_URL = options.publicUrl;
/** An origin the server must not allow (contract: "CORS"). */
export const FOREIGN_ORIGIN = 'http://evil.example';
/**
 * The address the kit reaches a URL the server answered on its public base URL at: the same path on
 * `--base-url` (the public URL may be a proxy's name the kit cannot resolve).
 */
export function reachable(url) {
  if (url.startsWith(`${PUBLIC_URL}/`)) return `${BASE}${url.slice(PUBLIC_URL.length)}`;
  // A picture URL on another base (a --public-url the kit was not told): its own path on --base-url,
  // so only the check of the base fails, saying which flag is missing.
  const picture = /\/profile-pictures\/[^/]+\/image$/.exec(url);
  return picture ? `${BASE}${picture[0]}` : url;
}

/**
 * Whether the server is "on https" (contract: "Deployment"): its PUBLIC base URL starts with https
 * (`--public-url`, or `--base-url` when none is given), whatever the kit itself calls it at (a
 * server behind a TLS-ending proxy is called over http and still on https).
 */
export const HTTPS = PUBLIC_URL.startsWith('https://');
/** The cookie names (contract: "Deployment"): `__Host-` on https, the plain names over plain http. */
export const SESSION_COOKIE = HTTPS ? '__Host-oa_session' : 'oa_session';
export const RECOVERY_COOKIE = HTTPS ? '__Host-oa_recovery' : 'oa_recovery';

/**
 * A contract cookie as the deployment must set it: its name for this scheme and no other, `Path=/`,
 * and on https `Secure` and no `Domain` (a `__Host-` cookie with either missing is dropped by browsers).
 */
export function expectDeploymentCookie(setCookies, name) {
  const cookie = setCookies.find((candidate) => candidate.name === name);
  const names = setCookies.map((candidate) => candidate.name);
  expect(
    cookie,
    `no ${name} cookie (${HTTPS ? 'https' : 'plain http'}; Set-Cookie named ${names.join(', ') || 'none'})`,
  );
  expectEqual(cookie.attributes.path, '/', `${name}: Path`);
  if (HTTPS) {
    expect(cookie.attributes.secure, `${name} is not Secure on https`);
    expect(!('domain' in cookie.attributes), `${name}: a __Host- cookie with a Domain`);
  } else expect(!names.some((one) => one.startsWith('__Host-')), `a __Host- cookie over plain http: ${names}`);
  return cookie;
}

// ---------------------------------------------------------------- output
export const counts = { passed: 0, failed: 0, skipped: 0 };

export async function check(name, body, { hooks = false, reports = 1 } = {}) {
  if (options.only && !name.includes(options.only)) return;
  const missing = [
    ...(hooks && !options.hooks ? ['--hooks'] : []),
    ...(options.reportIds.length < reports ? [`--report-ids with ${reports} configured reports`] : []),
  ];
  if (missing.length > 0) {
    counts.skipped += 1;
    console.log(`SKIP  ${name} (needs ${missing.join(' and ')})`);
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

// ---------------------------------------------------------------- HTTP with a cookie jar
export function parseSetCookie(header) {
  const [pair, ...rest] = header.split(';');
  const at = pair.indexOf('=');
  const attributes = {};
  for (const part of rest) {
    const [key, ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
}

export class Client {
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
export function parameterExample(operation, name) {
  const parameter = (operation.parameters ?? []).find(
    (candidate) => candidate.in === 'path' && candidate.name === name,
  );
  if (parameter?.example === undefined)
    throw new Error(`the contract gives ${operation.operationId} no example ${name}`);
  return parameter.example;
}

export async function hook(method, path, body) {
  const response = await fetch(`${options.hooksUrl}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`hook ${method} ${path} answered ${response.status} (was the server started with hooks?)`);
  return response.status === 204 ? null : response.json();
}
export const moveClock = (seconds) => hook('POST', '/__test/clock', { advanceSeconds: seconds });
export async function latestCode(email) {
  // The newest e-mail with a code (a password-changed notice carries none).
  const mail = (await hook('GET', `/__test/outbox?to=${encodeURIComponent(email)}`)).find((one) => one.code);
  expect(mail, `no e-mail with a code to ${email} in the outbox`);
  return mail.code;
}
/** The e-mails to an address, newest first (test hook). */
export const outboxTo = (email) => hook('GET', `/__test/outbox?to=${encodeURIComponent(email)}`);

// ---------------------------------------------------------------- tokens
export const b64url = (value) => Buffer.from(value).toString('base64url');
export function decodeToken(token) {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url')),
    claims: JSON.parse(Buffer.from(payload, 'base64url')),
  };
}
/** The longest an access token may live (contract: "Sessions and revocation"): 15 minutes. */
export const TOKEN_LIFETIME_S = 15 * 60;
/**
 * The bearer the portal keeps in Web Storage, where any script of the page reads it: at most 15
 * minutes, and no e-mail address or phone number (contract: `TokenClaims`).
 */
export function expectShortLivedToken(claims, what) {
  expect(claims.exp - claims.iat <= TOKEN_LIFETIME_S, `${what} lives ${claims.exp - claims.iat} s, over 15 minutes`);
  for (const claim of ['email', 'phone']) expect(!(claim in claims), `${what} carries ${claim}`);
}
export function signWith(header, claims, key) {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}
export function algNone(token) {
  const { claims } = decodeToken(token);
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims, exp: claims.exp + 3600 }))}.`;
}
export function wrongKey(token) {
  const { header, claims } = decodeToken(token);
  return signWith(header, claims, randomBytes(32));
}

// ---------------------------------------------------------------- workflow helpers
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const NEW_PASSWORD = 'Conform_42x';
export const THIRD_PASSWORD = 'Conform_43y';
export const emailOf = {};

export async function signIn(username = options.username, password = options.password, rememberMe = false) {
  const client = new Client();
  const answer = await client.call('login', { body: { username, password, rememberMe } });
  expectEqual(answer.status, 200, `sign-in of ${username}`);
  client.token = answer.body.accessToken;
  return client;
}
/** The signed-in account's e-mail address, from `userInfo` (a token carries none). */
export async function emailOfSession(client) {
  return (await client.call('getSession', { body: {} })).body.userInfo.email;
}
/** A client that holds only the token (no cookie), as the portal after a reload with a stored token. */
export function bearerOnly(client) {
  const other = new Client();
  other.token = client.token;
  return other;
}
export function pictureForm(bytes, type, name = 'avatar.png') {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  form.append('session_token', 'oa_user_info');
  return form;
}
export const loginBody = (password = options.password, username = options.username) => ({
  username,
  password,
  rememberMe: false,
});

export async function changePassword(client, oldPassword, newPassword, confirmPassword = newPassword) {
  return client.call('changePassword', {
    body: { oldPassword, newPassword, confirmPassword, session_token: 'oa_user_info' },
  });
}

// ---- requests from the contract: its examples and its security
/**
 * The contract's example request of an operation, built fresh: `{ body }` (JSON) or `{ form }`
 * (multipart, a binary part as a real 1-pixel PNG, since its example is a placeholder), `{}` when it
 * takes no body. Throws when the contract gives none, so the check that needs it fails instead of
 * being left out.
 */
export function exampleRequest(operationId) {
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
export const exampleBody = (operationId) => exampleRequest(operationId).body;

/**
 * The calls that need a signed-in caller and accept the bearer token: no alternative of their
 * `security` is `{}` and one is `bearerAuth` (contract: "Extensions"). Each must refuse a bad token.
 */
export const protectedOperationIds = [...operations.values()]
  .filter((operation) => {
    const alternatives = (operation.security ?? contract.security ?? []).map((requirement) => Object.keys(requirement));
    return (
      alternatives.length > 0 &&
      alternatives.every((schemes) => schemes.length > 0) &&
      alternatives.some((schemes) => schemes.includes('bearerAuth'))
    );
  })
  .map((operation) => operation.operationId);

// A request for a recovery code (for the configured user unless told): a resend on `client`, or a new start.
export function requestCode(client, username = options.username) {
  return client.call('requestPasswordRecovery', { body: { username } });
}

// The start of a recovery, shared by the recovery, cap and throttling checks.
export async function startRecovery(client = new Client(), username = options.username, known = true) {
  const answer = await requestCode(client, username);
  expectEqual(answer.status, 200, 'start');
  if (!known) return { client, answer, email: answer.body.email, code: null };
  // The account's e-mail, from its session once (a later check may have locked its sign-in).
  emailOf[username] ??= await emailOfSession(await signIn());
  return { client, answer, email: answer.body.email, code: await latestCode(emailOf[username]) };
}
