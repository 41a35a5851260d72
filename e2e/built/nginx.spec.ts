import { request as httpRequest } from 'node:http';
import { TERMINATOR_ADDRESS } from '../../scripts/serve/serve-nginx.mjs';
import { expect, test } from '../support/contract-proxy';
import { productionPort, tlsPort, tlsRedirectPort } from '../support/served-builds';
import { DEMO_PASSWORD, loginForm } from '../support/session';

/** deploy/nginx.conf as served: what it refuses, asked over plain HTTP with the headers a client picks. */
function get(path: string, host = `localhost:${productionPort}`): Promise<{ status: number } | { closed: string }> {
  return new Promise((resolve) => {
    const call = httpRequest({ host: '127.0.0.1', port: productionPort, path, headers: { Host: host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    call.on('error', (error) => resolve({ closed: error.message }));
    call.end();
  });
}

test('the mock server test hooks are not reachable through the deployment', async () => {
  expect(await get('/api/__test/outbox?to=jordan.avery%40example.com')).toEqual({ status: 404 });
  expect(await get('/api/__test/reset')).toEqual({ status: 404 });
});

test('a request for another host name is closed without an answer (nothing forwards a client-chosen host)', async () => {
  expect(await get('/login')).toEqual({ status: 200 });
  expect(await get('/login', 'evil.example.com')).toHaveProperty('closed');
  expect(await get('/api/get-token', `evil.example.com:${productionPort}`)).toHaveProperty('closed');
});

/**
 * A sign-in through nginx as the TLS terminator forwards it (from the terminator's address,
 * TERMINATOR_ADDRESS), or, `asClient`, as a client reaching nginx directly with the same headers.
 */
function signInVia(
  forwarded: { for?: string; proto?: string },
  username: string,
  password: string,
  asClient = false,
): Promise<{ status: number; cookies: string[] }> {
  const body = JSON.stringify({ username, password, rememberMe: false });
  const headers: Record<string, string> = {
    Host: `localhost:${productionPort}`,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  };
  if (forwarded.for) headers['X-Forwarded-For'] = forwarded.for;
  if (forwarded.proto) headers['X-Forwarded-Proto'] = forwarded.proto;
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: productionPort,
        path: '/api/portal/login',
        method: 'POST',
        headers,
        localAddress: asClient ? '127.0.0.1' : TERMINATOR_ADDRESS,
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

async function resetMockServer(hooksBaseUrl: unknown) {
  const response = await fetch(`${String(hooksBaseUrl)}/__test/reset`, { method: 'POST' });
  expect(response.status).toBe(204);
}

test.describe('behind the TLS terminator (deploy/nginx.conf, topology terminator)', () => {
  test.beforeEach(() => resetMockServer(test.info().config.metadata.hooksBaseUrl));

  test("the scheme is the terminator's: https gives the __Host- session cookie with Secure", async () => {
    const https = await signInVia({ for: '203.0.113.7', proto: 'https' }, 'javery', DEMO_PASSWORD);
    expect(https.status).toBe(200);
    expect(https.cookies.join('\n')).toMatch(/^__Host-oa_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/m);
    const plain = await signInVia({ for: '203.0.113.7' }, 'javery', DEMO_PASSWORD);
    expect(plain.cookies.join('\n')).toMatch(/^oa_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/m);
    // A client reaching nginx directly is not the terminator: its own X-Forwarded-Proto is replaced.
    const forged = await signInVia({ for: '203.0.113.7', proto: 'https' }, 'javery', DEMO_PASSWORD, true);
    expect(forged.cookies.join('\n')).toMatch(/^oa_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/m);
  });

  test('each client is the address the terminator reports: one spraying client is delayed, the next is not', async () => {
    for (let account = 1; account <= 20; account += 1) {
      expect((await signInVia({ for: '203.0.113.7' }, `sprayed-${account}`, 'Wrong#Pass1')).status).toBe(401);
    }
    expect((await signInVia({ for: '203.0.113.7' }, 'one-more', 'Wrong#Pass1')).status).toBe(429);
    // Another client behind the same terminator, and the client's own earlier X-Forwarded-For entries
    // (not the terminator's last one), change nothing for it.
    expect((await signInVia({ for: '203.0.113.7, 203.0.113.8' }, 'one-more', 'Wrong#Pass1')).status).toBe(401);
    expect((await signInVia({ for: '203.0.113.8, 203.0.113.7' }, 'one-more', 'Wrong#Pass1')).status).toBe(429);
  });
});

test.describe('nginx ending TLS itself (deploy/nginx.conf, topology tls)', () => {
  // The stand-ins' self-signed certificate, which this test deployment uses too: what is tested here is
  // nginx's TLS topology and the cookies over it, not the certificate's issuer.
  test.use({ ignoreHTTPSErrors: true });
  test.beforeEach(() => resetMockServer(test.info().config.metadata.hooksBaseUrl));

  test('plain http is sent to https, and the portal signs in with the __Host- session cookie (Secure)', async ({
    page,
    context,
  }) => {
    const redirect = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const call = httpRequest(
        { host: '127.0.0.1', port: tlsRedirectPort, path: '/login', headers: { Host: 'localhost' } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(redirect).toEqual({ status: 301, location: `https://localhost:${tlsPort}/login` });

    await page.goto(`https://localhost:${tlsPort}/login`);
    await loginForm(page).submitAs('javery', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    const cookies = await context.cookies(`https://localhost:${tlsPort}`);
    // The server's one cookie; the portal's own session generation (src/session/session-generation.ts) beside it, where localStorage is blocked.
    const serverCookies = cookies.filter((cookie) => cookie.name !== 'oa_session_generation');
    expect(serverCookies.map((cookie) => cookie.name)).toEqual(['__Host-oa_session']);
    expect(serverCookies[0]).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    // The start-up check finds the session by that cookie: a reload stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
  });
});
