/** The contract checks of the mock backend (run by src/mocks/contract.test.ts): sign-in, the paths the contract does not list, and the token and the session. */
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { mockApiBaseUrl } from '../handlers';
import { DEMO_PASSWORD } from '../db/seed';
import { messages } from '../lib/constants';
import { checked, claimsOf, endCookieSession, fieldsOf, signIn } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { invalidFieldMessage } from '../contract/invalid-request-message';
import { advanceDate, freezeDate } from '@/testing/fake-date';
import { demoManager, demoUser } from '@/testing/demo-users';
import {
  SESSION_TOKEN,
  HOUR_S,
  IDLE_S,
  TOKEN_S,
  DAY_S,
  BEARER_ONLY,
  getSession,
  getToken,
  authUserSession,
  login,
  signInAndStore,
} from '@/testing/contract-operations';

describe('POST /{provider}/login', () => {
  it('signs in by username with a token carrying the seeded user but no e-mail or phone, valid 15 minutes', async () => {
    const token = await signIn('javery', DEMO_PASSWORD);
    const claims = await claimsOf(token);
    const { email: _email, phone: _phone, ...userWithoutContact } = demoUser;
    expect(claims).toMatchObject(userWithoutContact);
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('phone');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_S);
    expect(token.split('.')[0]).toBe(btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).replace(/=+$/, ''));
  });

  it('signs in by e-mail, ignoring its case', async () => {
    const claims = await claimsOf(await signIn('Morgan.Lee@EXAMPLE.com', DEMO_PASSWORD));
    expect(claims).toMatchObject({
      id: 2,
      username: 'mlee',
      role: 'Sales Manager',
      picture: '/mock-avatars/mlee.svg',
    });
  });

  it('takes one timestamp per sign-in: exp - iat is the lifetime even when the clock ticks during it', async () => {
    // Every clock read lands in the next second, as when a sign-in straddles a second boundary.
    let now = Math.floor(Date.now() / 1000) * 1000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const [short, long] = await (async () => {
      try {
        return [
          await claimsOf(await signIn('javery', DEMO_PASSWORD, false)),
          await claimsOf(await signIn('javery', DEMO_PASSWORD, true)),
        ];
      } finally {
        clock.mockRestore();
      }
    })();
    expect(Number(short.exp) - Number(short.iat)).toBe(TOKEN_S);
    expect(Number(long.exp) - Number(long.iat)).toBe(TOKEN_S);
  });

  it('keeps a remembered sign-in 30 days: its renewals go on past 8 hours, never past 30 days', async () => {
    freezeDate();
    await signIn('javery', DEMO_PASSWORD, true);
    const signedInS = Math.floor(Date.now() / 1000);
    // Used and renewed every 6 days (never idle for 7: a renewal alone is not use), up to the 30 days.
    for (let day = 6; day < 30; day += 6) {
      advanceDate(6 * DAY_S * 1000);
      expect((await getSession()).status).toBe(200);
      const fresh = await claimsOf(String(fieldsOf((await getToken()).body).accessToken));
      expect(Number(fresh.exp)).toBe(Math.min(Number(fresh.iat) + TOKEN_S, signedInS + 30 * DAY_S));
    }
    advanceDate(6 * DAY_S * 1000);
    expect((await getToken()).status).toBe(401);
  });

  it('refuses a wrong password or an unknown user with errorReponse, without saying which', async () => {
    const wrongPassword = await login('javery', 'Portal#2025');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
      errorReponse: 'Invalid username or password',
    });
    const unknownUser = await login('nobody', DEMO_PASSWORD);
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('answers 400 when a field is empty and 404 for an unknown provider', async () => {
    const empty = await login('javery', '');
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body).errorReponse).toBe(invalidFieldMessage('login', 'username'));
    const unknownProvider = await checked(
      'login',
      apiClient.POST('/{provider}/login', {
        params: { path: { provider: 'elsewhere' } },
        body: { username: 'javery', password: DEMO_PASSWORD, rememberMe: false },
      }),
    );
    expect(unknownProvider.status).toBe(404);
  });
});

describe('paths the contract does not list', () => {
  it('answers 404 NOT_FOUND to a trailing or doubled slash or another case, and signs no one in', async () => {
    for (const path of ['/portal/login/', '//portal/login', '/portal//login', '/portal/Login', '/portal/LOGIN']) {
      const response = await fetch(`${mockApiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'javery', password: DEMO_PASSWORD, rememberMe: 'yes' }),
      });
      expect([path, response.status, response.headers.get('set-cookie')]).toEqual([path, 404, null]);
      expect(await response.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});

describe('the token and the session', () => {
  it('get-session answers the bearer holder, get-token only the cookie; 401 with neither', async () => {
    await signInAndStore();
    const session = await getSession(BEARER_ONLY);
    expect(session.status).toBe(200);
    expect(fieldsOf(session.body).userInfo).toMatchObject({ id: 1, username: 'javery' });
    // A bearer cannot renew itself (R7): a token copied out of Web Storage dies at its exp.
    expect((await getToken(BEARER_ONLY)).status).toBe(401);
    const fresh = await getToken();
    expect(fresh.status).toBe(200);
    expect(await claimsOf(String(fieldsOf(fresh.body).accessToken))).toMatchObject({ id: 1, username: 'javery' });

    localStorage.clear();
    const noSession = await getSession(BEARER_ONLY);
    expect(noSession.status).toBe(401);
    expect(noSession.body).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'User not logged in' });
    expect((await getToken(BEARER_ONLY)).status).toBe(401);
  });

  it('a renewed token keeps the session, lives 15 minutes from the renewal and never past the session', async () => {
    freezeDate();
    const token = await signInAndStore();
    advanceDate((TOKEN_S - 60) * 1000); // a minute before the token's exp, as the portal renews
    const fresh = String(fieldsOf((await getToken()).body).accessToken);
    const [before, after] = [await claimsOf(token), await claimsOf(fresh)];
    expect(after.sid).toBe(before.sid);
    expect(Number(after.iat)).toBe(Number(before.iat) + TOKEN_S - 60);
    expect(Number(after.exp)).toBe(Number(after.iat) + TOKEN_S);
    expect(after).not.toHaveProperty('email');
    // Used, and renewed with the cookie, every 14 minutes until 10 minutes before the 8 hours: the last
    // one ends with it.
    let elapsed = TOKEN_S - 60;
    for (; elapsed + TOKEN_S - 60 <= 8 * HOUR_S - 600; elapsed += TOKEN_S - 60) {
      advanceDate((TOKEN_S - 60) * 1000);
      expect((await getSession()).status).toBe(200);
      expect((await getToken()).status).toBe(200);
    }
    advanceDate((8 * HOUR_S - 600 - elapsed) * 1000);
    const last = await claimsOf(String(fieldsOf((await getToken()).body).accessToken));
    expect(Number(last.exp)).toBe(Number(before.iat) + 8 * HOUR_S);
  });

  it('a session without remember-me ends after 30 idle minutes; every call it authenticates restarts them', async () => {
    freezeDate();
    await signInAndStore();
    for (let call = 0; call < 3; call += 1) {
      advanceDate(IDLE_S * 1000 - 1000);
      expect((await getSession()).status).toBe(200);
    }
    advanceDate(IDLE_S * 1000);
    expect((await getSession()).status).toBe(401);
    expect((await getToken()).status).toBe(401);
  });

  it('refuses an expired or forged bearer token', async () => {
    freezeDate();
    const token = await signInAndStore();
    advanceDate((TOKEN_S - 1) * 1000);
    expect((await getSession(BEARER_ONLY)).status).toBe(200);
    advanceDate(1000);
    expect((await getSession(BEARER_ONLY)).status).toBe(401);

    vi.useRealTimers();
    const [header, , signature] = token.split('.');
    const forgedPayload = btoa(JSON.stringify({ ...(await claimsOf(token)), id: 2, exp: 4102444800 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const forged = `${header}.${forgedPayload}.${signature}`;
    localStorage.setItem('oa_user_info', JSON.stringify({ username: 'mlee', accessToken: forged }));
    expect((await getSession(BEARER_ONLY)).status).toBe(401);
  });

  it('a cookie session alone signs the user in, until logout ends it', async () => {
    await signIn('mlee', DEMO_PASSWORD, true);
    const check = await authUserSession();
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      status: 200,
      data: {
        // The seed gives Morgan a picture (the demo user of the tests has none).
        userInfo: { ...demoManager, picture: '/mock-avatars/mlee.svg' },
      },
    });
    expect((await getSession()).status).toBe(200);

    await endCookieSession();
    const after = await authUserSession();
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 401, message: 'User not logged in' });
    expect((await getSession()).status).toBe(401);
  });

  it('auth-user-session ignores a bearer token: only the cookie counts', async () => {
    await signInAndStore();
    expect((await getSession(BEARER_ONLY)).status).toBe(200);
    expect((await authUserSession(BEARER_ONLY)).status).toBe(401);
  });

  it('logout is idempotent and ends the session: its tokens are refused from then on', async () => {
    await signInAndStore();
    await endCookieSession();
    expect((await getSession(BEARER_ONLY)).status).toBe(401);
    const again = await checked(
      'userSessionLogout',
      apiClient.POST('/user-session-logout', { body: { session_token: SESSION_TOKEN } }),
    );
    expect(again.body).toEqual({ status: 200, message: messages.loggedOut });
  });

  it('logout answers 400 for a body that is not a JSON object', async () => {
    const bad = await checked(
      'userSessionLogout',
      apiClient.POST('/user-session-logout', {
        body: { session_token: SESSION_TOKEN },
        bodySerializer: () => 'not json',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});

describe('the renewal (POST /get-token)', () => {
  it('does not restart the idle time: a tab that only renews is signed out after 30 minutes (R7)', async () => {
    freezeDate();
    await signInAndStore();
    advanceDate((IDLE_S - 60) * 1000);
    expect((await getToken()).status).toBe(200);
    advanceDate(60 * 1000);
    expect((await getSession()).status).toBe(401);
  });

  it('answers 10 renewals of a session a minute, then 429 TOO_MANY_ATTEMPTS with Retry-After (R3)', async () => {
    freezeDate();
    await signInAndStore();
    for (let count = 0; count < 10; count += 1) expect((await getToken()).status).toBe(200);
    advanceDate(30_000);
    const refused = await getToken();
    expect(refused.status).toBe(429);
    expect(fieldsOf(refused.body).code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.result.response.headers.get('Retry-After')).toBe('30');
    advanceDate(30_000);
    expect((await getToken()).status).toBe(200);
  });
});
