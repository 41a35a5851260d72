// The conformance checks of every operation: Content-Type, unknown routes and methods, path variants, bodies, the order of checks.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  BASE,
  Client,
  JSON_CONTENT_TYPE,
  NEW_PASSWORD,
  assertSchema,
  changePassword,
  check,
  exampleRequest,
  expect,
  expectEqual,
  loginBody,
  operationAt,
  operations,
  options,
  parameterExample,
  schemas,
  signIn,
} from '../kit.mjs';

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
    // A server without the test hooks (production) lists no hook path.
    ...(options.hooks ? [] : [['GET', '/__test/outbox']]),
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

/**
 * The near misses of an operation's path (`/portal/login` of `/{provider}/login`): a trailing slash, a
 * doubled slash before the first and the last segment, the last literal segment capitalised and the
 * first one upper-cased. A variant another path template of the contract matches (`/saved-views/Order`
 * is a `{viewId}`) is left out; every other one must be a 404 (contract: "Conventions").
 */
export function pathVariants(operation, path) {
  const segments = path.split('/').slice(1);
  const literal = operation.path
    .split('/')
    .slice(1)
    .flatMap((segment, index) => (/^\{.*\}$/.test(segment) ? [] : [index]));
  const first = literal[0];
  const last = literal.at(-1);
  const joined = (parts) => `/${parts.join('/')}`;
  const replaced = (index, value) => joined(segments.map((segment, at) => (at === index ? value : segment)));
  const variants = [
    `${path}/`,
    `/${path}`,
    joined([...segments.slice(0, -1), `/${segments.at(-1)}`]),
    replaced(last, segments[last][0].toUpperCase() + segments[last].slice(1)),
    replaced(first, segments[first].toUpperCase()),
  ];
  return [...new Set(variants)].filter((variant) => variant !== path && !operationAt(operation.method, variant));
}

await check(
  'conventions: a path variant of every operation (trailing or doubled slash, other case) answers 404 NOT_FOUND and changes nothing',
  async () => {
    const client = await signIn();
    const served = [];
    for (const operation of operations.values()) {
      const { body, form } = exampleRequest(operation.operationId);
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name) =>
        encodeURIComponent(options[name] ?? parameterExample(operation, name)),
      );
      for (const variant of pathVariants(operation, path)) {
        const headers = {
          Origin: options.origin,
          Authorization: `Bearer ${client.token}`,
          Cookie: client.cookieHeader(),
        };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(`${BASE}${variant}`, {
          method: operation.method,
          headers,
          body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        });
        const what = `${operation.method} ${variant} (${operation.operationId})`;
        const answer = /json/.test(response.headers.get('content-type') ?? '') ? await response.json() : null;
        if (response.status !== 404 || answer?.code !== 'NOT_FOUND' || answer?.message !== 'Not found') {
          served.push(`${what} answered ${response.status} ${answer?.code ?? ''}`);
          continue;
        }
        assertSchema(schemas.Error, answer, `${what}: the body`);
        expectEqual(response.headers.getSetCookie(), [], `${what}: Set-Cookie`);
      }
    }
    expect(served.length === 0, `${served.length} variants served, not 404 NOT_FOUND: ${served.join('; ')}`);
    // Nothing above ran: the session still works and no recovery was started.
    expectEqual((await client.call('getSession', { body: {} })).status, 200, 'the session after the variants');
  },
);

await check(
  'conventions: a body over 1 MiB answers 413 BODY_TOO_LARGE (the picture upload: PICTURE_TOO_LARGE)',
  async () => {
    const client = await signIn();
    const oversized = `{"name":"${'x'.repeat(1_048_576)}"}`;
    for (const operation of operations.values()) {
      const [mediaType] = Object.keys(operation.requestBody?.content ?? {});
      if (!mediaType) continue;
      const answer = await client.call(operation.operationId, {
        raw: {
          body: oversized,
          contentType: mediaType === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : mediaType,
        },
      });
      const expected = operation.operationId === 'uploadProfilePicture' ? 'PICTURE_TOO_LARGE' : 'BODY_TOO_LARGE';
      expectEqual(
        [answer.status, answer.body?.code],
        [413, expected],
        `${operation.operationId} with ${oversized.length} bytes`,
      );
    }
    expectEqual((await client.call('getSession', { body: {} })).status, 200, 'the session after');
  },
);

await check('conventions: get-token does not read its body (any bytes, any Content-Type: 200)', async () => {
  const client = await signIn(); // get-token needs the cookie (checks/token-renewal.mjs)
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

// ---- conventions settled in round 4 (docs/backend.md, "Settled questions")
/** A request by method and raw path (as written, nothing encoded), signed in as `client`: its status and code. */
async function rawCall(client, method, path, { body, contentType = 'application/json' } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      Origin: options.origin,
      Authorization: `Bearer ${client.token}`,
      // The cookie too: get-token needs it (checks/token-renewal.mjs).
      ...(client.cookies.size ? { Cookie: client.cookieHeader() } : {}),
      ...(body === undefined ? {} : { 'Content-Type': contentType }),
    },
    body,
  });
  const answer = /json/.test(response.headers.get('content-type') ?? '') ? await response.json() : null;
  return [response.status, answer?.code ?? null];
}

await check(
  'conventions: a path is matched before its method: DELETE or GET …/saved-views/order is 404 NOT_FOUND, not a view "order" (Q7)',
  async () => {
    const client = await signIn();
    const path = `/reports/${options.reportIds[0]}/saved-views/order`;
    for (const method of ['DELETE', 'GET'])
      expectEqual(await rawCall(client, method, path), [404, 'NOT_FOUND'], `${method} ${path}`);
  },
);

await check(
  'conventions: 413 is for operations with a body; get-token ignores a 1.5 MiB body (200), an unlisted method with one is 404 (Q17, Q18)',
  async () => {
    const client = await signIn();
    const big = 'x'.repeat(1_572_864);
    expectEqual(
      await rawCall(client, 'POST', '/get-token', { body: big, contentType: 'text/plain' }),
      [200, null],
      'get-token',
    );
    expectEqual(
      await rawCall(client, 'PATCH', '/get-session', { body: big }),
      [404, 'NOT_FOUND'],
      'PATCH /get-session',
    );
  },
);

await check(
  'conventions: literal segments compare as sent (/get%2Dsession is 404 NOT_FOUND); /PORTAL/login is the provider PORTAL (Q25)',
  async () => {
    const client = await signIn();
    expectEqual(await rawCall(client, 'POST', '/get%2Dsession', { body: '{}' }), [404, 'NOT_FOUND'], '/get%2Dsession');
    const login = JSON.stringify(loginBody());
    expectEqual(
      await rawCall(client, 'POST', `/${options.provider.toUpperCase()}/login`, { body: login }),
      [404, 'UNKNOWN_PROVIDER'],
      `/${options.provider.toUpperCase()}/login`,
    );
  },
);

await check('conventions: a query string is ignored: POST /get-session?x=1 answers as without it (Q26)', async () => {
  const client = await signIn();
  expectEqual(await rawCall(client, 'POST', '/get-session?x=1', { body: '{}' }), [200, null], '/get-session?x=1');
});

/** A request with its path exactly as written (fetch would resolve `..` and read `\` as `/`): status and body. */
function literalRequest(method, path, { headers = {}, body } = {}) {
  const url = new URL(BASE);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const length =
    body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const call = send(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname.replace(/\/$/, '')}${path}`,
        headers: { ...headers, ...length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

await check(
  'conventions: a backslash, an encoded slash or backslash, or a dot segment is never served: 404 NOT_FOUND, or 400 from a web server in front (issue 48)',
  async () => {
    const client = await signIn();
    const headers = { Authorization: `Bearer ${client.token}`, Origin: options.origin };
    const login = JSON.stringify(loginBody());
    const { provider } = options;
    for (const [path, body] of [
      [`/${provider}\\login`, login],
      [`/${provider}%2Flogin`, login],
      [`/${provider}%5Clogin`, login],
      [`/${provider}/../get-session`, '{}'],
      [`/${provider}/%2e%2E/get-session`, '{}'],
      ['/./get-session', '{}'],
    ]) {
      const { status, text } = await literalRequest('POST', path, { headers, body });
      expect(status === 400 || status === 404, `POST ${path} answered ${status}`);
      if (status === 404) expectEqual(JSON.parse(text).code, 'NOT_FOUND', `POST ${path}: the code`);
    }
  },
);

await check('conventions: a media type compares without case, its parameters ignored (R5-Q16, R5-Q38)', async () => {
  for (const contentType of ['Application/JSON', 'application/json; charset=ISO-8859-1']) {
    const raw = { body: JSON.stringify(loginBody()), contentType };
    expectEqual((await new Client().call('login', { raw })).status, 200, `a sign-in sent as ${contentType}`);
  }
});
