import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { session } from '@/session';
import { useSessionStore } from '@/session/session-store';
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
    localStorage.setItem('oa_session_generation', 'g-morgan'); // as the tab that signed in left it
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

  it('is not taken when the browser changed hands since it was sent: the start asks again (R1)', async () => {
    await loginAtServer({ username: 'javery', password: 'Portal#2024', rememberMe: false });
    localStorage.setItem('oa_session_generation', 'g-jordan');
    const checks = countSessionChecks();
    sendStartupSessionCheckEarly(); // answered with Jordan's cookie session
    await vi.waitFor(() => expect(checks.value).toBe(1));
    // Meanwhile, in another tab: Jordan signs out, Morgan signs in (a new cookie, a new generation).
    await loginAtServer({ username: 'mlee', password: 'Portal#2024', rememberMe: false });
    localStorage.setItem('oa_session_generation', 'g-morgan');

    await session.start();

    expect(checks.value).toBe(2);
    expect(useSessionStore.getState().signedInAs).toMatchObject({ username: 'mlee' });
    expect(sessionStorage.getItem('oa_session_generation')).toBe('g-morgan');
  });

  it('signs nobody in, and makes no generation, when the session ended before its answer came (R1)', async () => {
    await loginAtServer({ username: 'javery', password: 'Portal#2024', rememberMe: false });
    localStorage.setItem('oa_session_generation', 'g-jordan');
    sendStartupSessionCheckEarly();
    localStorage.removeItem('oa_session_generation'); // another tab's end begins: its logout still on its way

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('oa_session_generation')).toBeNull();
    expect(sessionStorage.getItem('oa_session_generation')).toBeNull();
  });
});
