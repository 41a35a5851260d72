/**
 * The abuse limits that count networks (openapi/portal.yaml, "Deployment" and "Password recovery"):
 * an IPv6 client counted as its /64 and its /48, and global recovery caps that refuse only the
 * networks that took part. The client's address is the header the HTTP server sets from the socket
 * (server/http-server.ts); here each request names it, as that server would.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiBaseUrl } from './handlers';
import { MOCK_CLIENT_HEADER } from './lib/request';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-06-03T09:00:00Z') });
});
let identifiers = 0;
/** A recovery start for a new identifier (a decoy unless `username` names an account), from `client`. */
async function startRecovery(client: string, username = `nobody-${(identifiers += 1)}`) {
  const response = await fetch(`${mockApiBaseUrl}/forgot-password`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', [MOCK_CLIENT_HEADER]: client },
    body: JSON.stringify({ username }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; message: string } };
}

/** The Retry-After of a recovery start refused from `client`. */
async function refusedStartWait(client: string) {
  const response = await fetch(`${mockApiBaseUrl}/forgot-password`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', [MOCK_CLIENT_HEADER]: client },
    body: JSON.stringify({ username: `nobody-${(identifiers += 1)}` }),
  });
  expect(response.status).toBe(429);
  return Number(response.headers.get('Retry-After'));
}

async function failSignIn(client: string, username: string) {
  const response = await fetch(`${mockApiBaseUrl}/portal/login`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', [MOCK_CLIENT_HEADER]: client },
    body: JSON.stringify({ username, password: 'Wrong#Pass1', rememberMe: false }),
  });
  return response.status;
}

/** The /64 network `n` of the /48 `site`, as the HTTP server names an IPv6 client. */
const network = (site: string, n: number) => `${site}:${n.toString(16)}::/64`;

describe('IPv6 clients are counted as their /64 and their /48', () => {
  it('caps recovery codes at 20 per /64 and at 100 per /48, whichever /64 asks', { timeout: 30_000 }, async () => {
    for (let start = 1; start <= 20; start += 1)
      expect((await startRecovery(network('2001:db8:1', 0))).status).toBe(200);
    expect((await startRecovery(network('2001:db8:1', 0))).body.code).toBe('RECOVERY_THROTTLED');
    for (let n = 1; n <= 4; n += 1) {
      for (let start = 1; start <= 20; start += 1)
        expect((await startRecovery(network('2001:db8:1', n))).status).toBe(200);
    }
    // 100 codes from the /48: a fresh /64 of it is refused, one of another /48 is not.
    const sameSite = await startRecovery(network('2001:db8:1', 5));
    expect([sameSite.status, sameSite.body.code]).toEqual([429, 'RECOVERY_THROTTLED']);
    expect((await startRecovery(network('2001:db8:2', 0))).status).toBe(200);
  });

  it('delays sign-in from a /48 after 100 distinct accounts failed, however many /64 networks it uses', async () => {
    let account = 0;
    for (let n = 0; n < 6 && account < 100; n += 1) {
      // 19 accounts per /64: under the /64's 20.
      for (let one = 0; one < 19 && account < 100; one += 1) {
        account += 1;
        expect(await failSignIn(network('2001:db8:3', n), `sprayed-${account}`)).toBe(401);
      }
    }
    expect(await failSignIn(network('2001:db8:3', 9), 'one-more')).toBe(429);
    expect(await failSignIn(network('2001:db8:4', 0), 'one-more')).toBe(401);
  });
});

describe('the global recovery caps are no off switch', () => {
  // 500 requests to fill the cap: more than the default time-out on two busy cores.
  it(
    'refuse only networks that used their allowance, for real and unknown accounts alike',
    { timeout: 60_000 },
    async () => {
      // 500 codes from 25 IPv4 clients of 20 each fill the global cap for the hour.
      for (let client = 1; client <= 25; client += 1) {
        for (let start = 1; start <= 20; start += 1)
          expect((await startRecovery(`198.51.100.${client}`)).status).toBe(200);
      }
      // A network that took no part still gets its starts: for a real account and for an unknown one alike.
      const real = await startRecovery('203.0.113.7', 'javery');
      const unknown = await startRecovery('203.0.113.8', 'no-such-user');
      expect([real.status, real.body.message]).toEqual([200, 'A verification code has been sent to your e-mail']);
      expect([unknown.status, unknown.body.message]).toEqual([real.status, real.body.message]);
      // Its allowance is a start and three resends' worth of codes (4); the 5th is refused by the global cap.
      for (let start = 2; start <= 4; start += 1) expect((await startRecovery('203.0.113.7')).status).toBe(200);
      const fifth = await startRecovery('203.0.113.7');
      expect([fifth.status, fifth.body.code]).toEqual([429, 'RECOVERY_THROTTLED']);
    },
  );

  it(
    "answer the first moment the request passes: the network's own hour may end before the global window (Q20)",
    { timeout: 60_000 },
    async () => {
      const minute = 60_000;
      // The first global window starts at 09:00; the network's own hour at 09:50.
      expect((await startRecovery('198.51.100.200')).status).toBe(200);
      vi.setSystemTime(Date.now() + 50 * minute);
      expect((await startRecovery('203.0.113.7')).status).toBe(200);
      // At 10:01 a second global window starts and 500 codes from 25 other clients fill it.
      vi.setSystemTime(Date.now() + 11 * minute);
      for (let client = 1; client <= 25; client += 1) {
        for (let start = 1; start <= 20; start += 1)
          expect((await startRecovery(`198.51.100.${client}`)).status).toBe(200);
      }
      for (let start = 2; start <= 4; start += 1) expect((await startRecovery('203.0.113.7')).status).toBe(200);
      // Refused now; at 10:50 its own hour ends (before the global window's 11:01) and it passes.
      expect(await refusedStartWait('203.0.113.7')).toBe(49 * 60);
    },
  );
});
