// The conformance checks of CORS: the allow-list, preflights, credentials.
import { randomBytes } from 'node:crypto';
import { BASE, Client, FOREIGN_ORIGIN, check, expect, expectEqual, loginBody, operations, options } from '../kit.mjs';

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

await check(
  'CORS: every answer varies by Origin (the portal origin, another, none; an error; an unknown path)',
  async () => {
    const answers = [
      ['the portal origin', await new Client().call('getSession', { body: {} })],
      ['another origin', await new Client().call('getSession', { body: {}, headers: { Origin: FOREIGN_ORIGIN } })],
      [
        'no Origin',
        await fetch(`${BASE}/get-session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
      ],
      ['an unknown path', await fetch(`${BASE}/no-such-path`, { headers: { Origin: FOREIGN_ORIGIN } })],
    ];
    for (const [what, answer] of answers) {
      expect(listOf(answer.headers.get('vary')).includes('origin'), `${what}: Vary: ${answer.headers.get('vary')}`);
    }
  },
);
