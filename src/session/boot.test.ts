import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { session, useSessionStore } from '@/session';
import { readCurrentUser } from '@/session/signed-in';
import { makeToken, storeUserInfo } from '@/testing/tokens';
import { loginAtServer } from '@/testing/login';
import { sendStartupSessionCheckEarly } from './boot';

/** Counts the start-up session checks the server receives. */
function countSessionChecks() {
  const count = { value: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/auth-user-session')) count.value += 1;
  });
  return count;
}

describe('the start-up session check sent before the app has loaded', () => {
  beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is the one check the start-up uses: one request, and its answer signs the user in', async () => {
    await loginAtServer({ username: 'mlee', password: 'Portal#2024', rememberMe: false }); // a live cookie session
    const checks = countSessionChecks();

    sendStartupSessionCheckEarly();
    await vi.waitFor(() => expect(checks.value).toBe(1)); // on its way before the app starts
    await session.start();

    expect(checks.value).toBe(1);
    expect(useSessionStore.getState().status).toBe('logged-in');
    expect(readCurrentUser()).toMatchObject({ username: 'mlee' });
  });

  it("ends signed out when its answer is the server's 401", async () => {
    const checks = countSessionChecks();
    sendStartupSessionCheckEarly();
    await session.start();
    expect(checks.value).toBe(1);
    expect(useSessionStore.getState().status).toBe('logged-out');
  });

  it('is not sent when a user record is stored or a sign-out is pending', async () => {
    const checks = countSessionChecks();
    storeUserInfo(makeToken());
    sendStartupSessionCheckEarly();
    localStorage.clear();
    localStorage.setItem('oa_sign_out_pending', '1');
    sendStartupSessionCheckEarly();
    // Then one that is needed: once it has arrived, the two before it (sent first) would have too.
    localStorage.clear();
    sendStartupSessionCheckEarly();
    await vi.waitFor(() => expect(checks.value).toBeGreaterThan(0));
    await session.start();
    expect(checks.value).toBe(1);
  });
});
