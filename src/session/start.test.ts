import { readCurrentUser } from './current-user';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { server } from '@/mocks/node';
import { useSessionStore } from './session-store';
import { loginAtServer } from '@/testing/login';
import { makeToken, storeUserInfo } from '@/testing/tokens';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { session } from './session';

const DEMO_PASSWORD = 'Portal#2024';

function signInThroughTheServer(username = 'javery') {
  return loginAtServer({ username, password: DEMO_PASSWORD, rememberMe: false });
}

describe('session.start() (app start)', () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    info = vi.spyOn(console, 'info').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    info.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it("signs in with the data of a valid stored token, then the server's userInfo (e-mail and phone included)", async () => {
    const accessToken = await signInThroughTheServer();
    // A stale name in storage: /get-session answers the current data.
    storeUserInfo(accessToken, { username: 'javery', fname: 'Stale' });
    let refreshed = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/get-session')) refreshed = true;
    });

    await session.start();

    // Signed in at once from the token; /get-session loads the data in the background.
    expect(useSessionStore.getState().status).toBe('logged-in');
    await vi.waitFor(() => expect(readCurrentUser()).toMatchObject({ email: 'jordan.avery@example.com' }));
    expect(refreshed).toBe(true);
    expect(readCurrentUser()).toMatchObject({
      username: 'javery',
      fname: 'Jordan',
      company: 'Evergreen Life',
      email: 'jordan.avery@example.com',
      phone: '5551234567',
    });
  });

  it('renews an expired stored token with the session cookie and signs in with the new one', async () => {
    const renewed = makeToken({ expiresInS: 900, claims: { fname: 'Renewed' } });
    storeUserInfo(makeToken({ expiresInS: -1 }));
    server.use(http.post('*/get-token', () => HttpResponse.json({ accessToken: renewed })));

    await session.start();

    expect(useSessionStore.getState()).toMatchObject({ status: 'logged-in', signedInAs: { fname: 'Renewed' } });
    expect(JSON.parse(localStorage.getItem('oa_user_info')!).accessToken).toBe(renewed);
  });

  it('keeps the token user when /get-session cannot be reached', async () => {
    storeUserInfo(makeToken());
    server.use(http.post('*/get-session', () => HttpResponse.error()));

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-in');
    expect(readCurrentUser()).toMatchObject({ username: 'javery', fname: 'Jordan' });
  });

  it('signs out and clears storage when the server refuses the stored token', async () => {
    storeUserInfo(makeToken()); // well formed and unexpired, but not signed by the server
    localStorage.setItem('token_info', '{"accessToken":"x"}');

    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});

    await session.start();

    // The user is in at once; the background /get-token's 401 then ends the session cleanly.
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('oa_user_info')).toBeNull();
    expect(localStorage.getItem('token_info')).toBeNull();
    expect(replace).toHaveBeenCalledWith('/login');
  });

  it('clears storage and starts signed out when the stored token has expired and the server refuses its renewal', async () => {
    storeUserInfo(makeToken({ expiresInS: -1 }));
    localStorage.setItem('token_info', '{"accessToken":"x"}');
    sessionStorage.setItem('something', 'x');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('oa_user_info')).toBeNull();
    expect(localStorage.getItem('token_info')).toBeNull();
    // Asked once, to renew: its 401 says the session has ended.
    expect(calls.map((url) => new URL(url).pathname)).toEqual(['/api/get-token']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON that is no user', '"hello"'],
    ['a user without token', JSON.stringify({ username: 'javery' })],
    ['a token that is no JWT', JSON.stringify({ username: 'javery', accessToken: 'abc' })],
    [
      'a JWT without exp',
      JSON.stringify({ username: 'javery', accessToken: makeToken({ claims: { exp: undefined } }) }),
    ],
    [
      'a JWT with a text exp',
      JSON.stringify({ username: 'javery', accessToken: makeToken({ claims: { exp: 'soon' } }) }),
    ],
  ])('treats a corrupt stored value (%s) as signed out and clears it', async (_case, raw) => {
    localStorage.setItem('oa_user_info', raw);

    await expect(session.start()).resolves.toBeUndefined();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('oa_user_info')).toBeNull();
  });

  it('logs out the cookie session of an unreadable stored record: the server was never asked whether it lives', async () => {
    await signInThroughTheServer('mlee'); // the cookie session the record belonged to
    localStorage.setItem('oa_user_info', '{oops');
    let logouts = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/user-session-logout')) logouts += 1;
    });

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(logouts).toBe(1);
    expect(localStorage.getItem('oa_sign_out_pending')).toBeNull(); // the server confirmed
    // Even with the generation a tab would take, the server has no session left to sign anyone in with.
    localStorage.setItem('oa_session_generation', 'g-morgan');
    await session.start();
    expect(useSessionStore.getState().status).toBe('logged-out');
  });

  it('without a stored record, a live cookie session signs the user in', async () => {
    await signInThroughTheServer('mlee'); // sets the oa_session cookie; the token is not stored
    localStorage.setItem('oa_session_generation', 'g-morgan'); // as the tab that signed in left it

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-in');
    expect(readCurrentUser()).toMatchObject({ username: 'mlee', fname: 'Morgan', id: 2 });
  });

  it('without a stored record or session, starts signed out and logs "User not logged in"', async () => {
    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(info).toHaveBeenCalledWith('User not logged in');
  });

  it('a failing session check (network) also starts signed out', async () => {
    server.use(http.post('*/auth-user-session', () => HttpResponse.error()));

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(info).toHaveBeenCalledWith('User not logged in');
  });

  it('remembers the deep link a signed-out visitor opened, but not an auth path', async () => {
    window.history.replaceState(null, '', '/sales-2024/quick-wins?tab=2');
    await session.start();
    // For whoever signs in in this tab.
    expect(sessionStorage.getItem('last-known-path')).toBe('/sales-2024/quick-wins?tab=2');

    sessionStorage.clear();
    useSessionStore.setState({ status: 'loading' });
    window.history.replaceState(null, '', '/forgot-password');
    await session.start();
    expect(sessionStorage.getItem('last-known-path')).toBeNull();
    expect(localStorage.getItem('last-known-path')).toBeNull();
  });

  it('remembers the deep link opened with an expired stored token', async () => {
    storeUserInfo(makeToken({ expiresInS: -1 }));
    window.history.replaceState(null, '', '/sales-2024/quick-wins');
    await session.start();
    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('last-known-path')).toBe('/sales-2024/quick-wins');
  });

  it('after a sign-out the server did not confirm, never signs back in from the cookie session', async () => {
    await signInThroughTheServer('mlee'); // a live cookie session
    localStorage.setItem('oa_sign_out_pending', '1');

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    // The logout is tried again in the background and, once confirmed, the mark goes.
    await vi.waitFor(() => expect(localStorage.getItem('oa_sign_out_pending')).toBeNull());
    useSessionStore.setState({ status: 'loading' });
    await session.start();
    expect(useSessionStore.getState().status).toBe('logged-out');
  });

  it("an earlier sign-out's owed logout is not dropped by a start that finds leftovers: it is sent, its mark kept until then", async () => {
    await signInThroughTheServer('mlee'); // a live cookie session whose logout did not get through
    localStorage.setItem('oa_sign_out_pending', '1');
    localStorage.setItem('token_info', 'a dashboard token left behind'); // something of that session is left
    let logouts = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/user-session-logout')) logouts += 1;
    });

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('token_info')).toBeNull();
    expect(logouts).toBe(1);
    expect(localStorage.getItem('oa_sign_out_pending')).toBeNull(); // the server confirmed
  });

  it('keeps the mark of an owed logout that fails again at a start that finds leftovers', async () => {
    localStorage.setItem('oa_sign_out_pending', '1');
    localStorage.setItem('token_info', 'a dashboard token left behind');
    server.use(http.post('*/user-session-logout', () => new HttpResponse(null, { status: 503 })));

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(localStorage.getItem('token_info')).toBeNull();
    expect(localStorage.getItem('oa_sign_out_pending')).not.toBeNull(); // the next start tries again
  });

  it('a session check that never answers ends signed out after the client time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post('*/auth-user-session', () => new Promise<never>(() => {})));
    const done = session.start();
    await vi.advanceTimersByTimeAsync(config.apiTimeoutMs - 1);
    expect(useSessionStore.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(useSessionStore.getState().status).toBe('logged-out');
    vi.useRealTimers();
  });
});
