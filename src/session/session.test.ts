import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { readCurrentUser } from './current-user';
import type { SessionChange } from './session-broadcast';
import { useSessionStore } from './session-store';
import { holdDashboardToken, readDashboardToken } from './workplace/dashboard-token';
import { registerSignOutDestination, registerSignOutTask } from './sign-out-tasks';
import { demoManager, demoUser } from '@/testing/demo-users';
import { makeToken, storeUserInfo } from '@/testing/tokens';
import { loginAtServer } from '@/testing/login';
import { session } from './session';

/** What the other tabs hear: a second channel of the same name, as another tab has. */
function listenAsAnotherTab() {
  const heard: SessionChange[] = [];
  const channel = new BroadcastChannel('oa-session');
  channel.onmessage = (event: MessageEvent<SessionChange>) => heard.push(event.data);
  return { heard, channel };
}

/** Everything both storages hold, by area. */
function storedKeys() {
  return { local: Object.keys(localStorage).sort(), tab: Object.keys(sessionStorage).sort() };
}

const tokenOf = (user = demoUser, expiresInS = 3600) => makeToken({ expiresInS, claims: { ...user, id: undefined } });

describe('the session module: each transition and what it writes', () => {
  let otherTab: ReturnType<typeof listenAsAnotherTab>;
  let replace: ReturnType<typeof vi.spyOn>;
  let reload: ReturnType<typeof vi.spyOn>;
  let alert: ReturnType<typeof vi.spyOn>;
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    otherTab = listenAsAnotherTab();
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    alert = vi.spyOn(browserNavigation, 'alert').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/sales-2024/quick-wins');
  });
  afterEach(() => {
    otherTab.channel.close();
    cleanups.splice(0).forEach((cleanup) => cleanup());
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  describe('signIn(token, { remember })', () => {
    it('without "Remember me": the record in this tab only, the store, the cached user, the activity, the other tabs', async () => {
      localStorage.setItem('oa_sign_out_pending', '1');

      const signedIn = session.signIn(tokenOf(), { remember: false });

      expect(signedIn).toEqual({ user: expect.objectContaining({ username: 'javery' }), returnPath: '/home' });
      // The session's generation is browser-wide, and this tab's copy says the record belongs to it.
      expect(storedKeys()).toEqual({
        local: ['oa_session_generation'],
        tab: ['oa_session_generation', 'oa_user_info'],
      });
      expect(sessionStorage.getItem('oa_session_generation')).toBe(localStorage.getItem('oa_session_generation'));
      expect(JSON.parse(sessionStorage.getItem('oa_user_info')!)).toMatchObject({
        username: 'javery',
        fname: 'Jordan',
      });
      expect(useSessionStore.getState()).toMatchObject({ status: 'logged-in', signedInAs: { username: 'javery' } });
      expect(readCurrentUser()).toMatchObject({ username: 'javery' });
      expect(useSessionStore.getState().recentActivity[0]).toMatchObject({ activity: 'Signed in', page: 'User login' });
      await vi.waitFor(() => expect(otherTab.heard).toEqual([{ kind: 'signed-in', username: 'javery' }]));
    });

    it('with "Remember me": the record in localStorage, and a tab copy of an earlier sign-in goes', () => {
      sessionStorage.setItem('oa_user_info', JSON.stringify({ username: 'mlee', accessToken: tokenOf(demoManager) }));
      session.signIn(tokenOf(), { remember: true });
      expect(storedKeys()).toEqual({
        local: ['oa_session_generation', 'oa_user_info'],
        tab: ['oa_session_generation'],
      });
    });

    it("leads to the page this user left, never to somebody else's", () => {
      localStorage.setItem('last-known-path', '/account/view-profile');
      localStorage.setItem('last-known-path-user', 'javery');
      expect(session.signIn(tokenOf(), { remember: false })?.returnPath).toBe('/account/view-profile');
      expect(session.signIn(tokenOf(demoManager), { remember: false })?.returnPath).toBe('/home');
    });

    it('an unreadable token writes nothing and tells nobody', async () => {
      useSessionStore.getState().signedOut();
      expect(session.signIn('not-a-jwt', { remember: true })).toBeNull();
      expect(storedKeys()).toEqual({ local: [], tab: [] });
      expect(useSessionStore.getState().status).toBe('logged-out');
      await new Promise((resolve) => setTimeout(resolve, 20)); // a message would have arrived by now
      expect(otherTab.heard).toEqual([]);
    });
  });

  describe("signOut('signed-out')", () => {
    it('clears both storages but the colour scheme, drops the dashboard token, tells the other tabs, loads /login', async () => {
      session.signIn(await loginAtServer({ username: 'javery', password: 'Portal#2024', rememberMe: true }), {
        remember: true,
      });
      holdDashboardToken('dashboard-token');
      localStorage.setItem('oa_color_scheme', 'dark');
      localStorage.setItem('last-known-path', '/home');
      sessionStorage.setItem('msal.account', 'x');
      const recordSeenByTask: (string | null)[] = [];
      cleanups.push(registerSignOutTask(() => recordSeenByTask.push(localStorage.getItem('oa_user_info'))));

      await session.signOut('signed-out');

      // The task ran once, before storage was cleared (the workplace sign-out reads token_info).
      expect(recordSeenByTask).toEqual([expect.stringContaining('javery')]);
      // The server confirmed the logout: no "sign-out pending" mark stays.
      expect(storedKeys()).toEqual({ local: ['oa_color_scheme'], tab: [] });
      expect(readDashboardToken()).toBeNull();
      expect(replace).toHaveBeenCalledWith('/login?signedOut=1');
      await vi.waitFor(() =>
        expect(otherTab.heard.at(-1)).toEqual({ kind: 'signed-out', reason: 'signed-out', workplaceEnded: false }),
      );
    });

    it("passes through a registered destination (the identity provider's end-session page), asked before storage is cleared", async () => {
      session.signIn(tokenOf(), { remember: true });
      const seen: (string | null)[] = [];
      cleanups.push(
        registerSignOutDestination(() => {
          seen.push(localStorage.getItem('oa_user_info'));
          return 'https://idp.example/logout?post_logout_redirect_uri=x';
        }),
      );
      await session.signOut('signed-out');
      expect(seen).toEqual([expect.stringContaining('accessToken')]);
      // The duty's nonce rides in `state`, so only the provider's return clears it (R6 of issue 61).
      expect(replace).toHaveBeenCalledWith(
        expect.stringMatching(
          /^https:\/\/idp\.example\/logout\?post_logout_redirect_uri=x&state=oa-sign-out\.[0-9a-f]{32}$/,
        ),
      );
      expect(storedKeys().local).not.toContain('oa_user_info');
      // The user's own sign-out leaves no reason: the provider's page comes back to "You have been signed out."
      expect(storedKeys().tab).toEqual([]);
    });

    it("an end by itself through the destination leaves its reason, and the workplace's end, for /login (R10.6)", async () => {
      session.signIn(tokenOf(), { remember: true });
      cleanups.push(registerSignOutDestination(() => 'https://idp.example/logout'));
      await session.signOut('idle');
      expect(replace).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/idp\.example\/logout\?state=oa-sign-out\.[0-9a-f]{32}$/),
      );
      expect(JSON.parse(sessionStorage.getItem('oa_sign_in_notice')!)).toEqual({
        reason: 'idle',
        workplaceEnded: true,
      });
      await vi.waitFor(() =>
        expect(otherTab.heard.at(-1)).toEqual({ kind: 'signed-out', reason: 'idle', workplaceEnded: true }),
      );
    });

    it("ends the session's generation first, before the logout is answered (and when it fails)", async () => {
      session.signIn(tokenOf(), { remember: false });
      let failLogout: (() => void) | null = null;
      server.use(
        http.post(
          '*/user-session-logout',
          () => new Promise<Response>((resolve) => (failLogout = () => resolve(HttpResponse.error()))),
        ),
      );

      const ended = session.signOut('signed-out');

      // Every other tab that holds this session is stale from here on (stale-tab.ts), whatever the server says.
      expect(localStorage.getItem('oa_session_generation')).toBeNull();
      expect(document.cookie).not.toContain('oa_session_generation');
      await vi.waitFor(() => expect(failLogout).not.toBeNull());
      failLogout!();
      await ended;
      expect(localStorage.getItem('oa_sign_out_pending')).not.toBeNull();
      expect(localStorage.getItem('oa_session_generation')).toBeNull();
    });
  });

  describe("signOut('rejected') (the server answered 401)", () => {
    it("keeps the page as this user's, clears the rest, tells the other tabs, loads /login", async () => {
      session.signIn(tokenOf(), { remember: true });
      const task = vi.fn();
      cleanups.push(registerSignOutTask(task));

      await session.signOut('rejected');

      expect(task).toHaveBeenCalledTimes(1);
      expect({ ...localStorage }).toEqual({
        'last-known-path': '/sales-2024/quick-wins',
        'last-known-path-user': 'javery',
      });
      expect({ ...sessionStorage }).toEqual({
        oa_sign_in_notice: JSON.stringify({ reason: 'ended', workplaceEnded: false }),
      });
      expect(readDashboardToken()).toBeNull();
      expect(replace).toHaveBeenCalledWith('/login');
      await vi.waitFor(() =>
        expect(otherTab.heard.at(-1)).toEqual({ kind: 'signed-out', reason: 'rejected', workplaceEnded: false }),
      );
    });

    it('happens once: a second 401 joins the end that ran', async () => {
      session.signIn(tokenOf(), { remember: true });
      await session.signOut('rejected');
      localStorage.setItem('last-known-path', '/home');
      await session.signOut('rejected');
      expect(replace).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('last-known-path')).toBe('/home');
    });
  });

  describe('routeChanged(path)', () => {
    it("remembers the page as the signed-in user's, where the session lives (this tab without Remember me)", () => {
      session.signIn(tokenOf(), { remember: false });
      session.routeChanged('/account/change-password');
      // A browser restart ends this session, and with it the page and the username left on it.
      expect(localStorage.getItem('last-known-path')).toBeNull();
      expect(localStorage.getItem('last-known-path-user')).toBeNull();
      expect(sessionStorage.getItem('last-known-path')).toBe('/account/change-password');
      expect(sessionStorage.getItem('last-known-path-user')).toBe('javery');
      expect(alert).not.toHaveBeenCalled();
    });

    it('remembers the page in localStorage for a remembered session', () => {
      session.signIn(tokenOf(), { remember: true });
      session.routeChanged('/account/change-password');
      expect(localStorage.getItem('last-known-path')).toBe('/account/change-password');
      expect(sessionStorage.getItem('last-known-path')).toBeNull();
    });

    it('an expired stored token whose renewal the server refuses: the alert, storage cleared but the page, the other tabs told, /login', async () => {
      session.signIn(tokenOf(demoUser, 60), { remember: true });
      const task = vi.fn();
      cleanups.push(registerSignOutTask(task));

      session.routeChanged('/home', Date.now() + 61_000);

      // The token is not the mock server's: its renewal is answered 401, the session has ended.
      await vi.waitFor(() =>
        expect(alert).toHaveBeenCalledWith('User session has been expired! Login again to use the portal'),
      );
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
      expect(task).toHaveBeenCalledTimes(1);
      expect({ ...localStorage }).toEqual({ 'last-known-path': '/home', 'last-known-path-user': 'javery' });
      expect(JSON.parse(sessionStorage.getItem('oa_sign_in_notice')!)).toEqual({
        reason: 'expired',
        workplaceEnded: false,
      });
      expect(reload).not.toHaveBeenCalled();
      await vi.waitFor(() =>
        expect(otherTab.heard.at(-1)).toEqual({ kind: 'signed-out', reason: 'expired', workplaceEnded: false }),
      );
    });
  });

  describe('routeChanged(path) with a live session', () => {
    it('an expired bearer is renewed: no alert, the session goes on with the new token', async () => {
      const issued = makeToken({ expiresInS: 900, claims: { ...demoUser, id: undefined } });
      server.use(http.post('*/get-token', () => HttpResponse.json({ accessToken: issued })));
      session.signIn(tokenOf(demoUser, 60), { remember: false });

      session.routeChanged('/home', Date.now() + 61_000);

      await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('oa_user_info')!).accessToken).toBe(issued));
      expect(alert).not.toHaveBeenCalled();
      expect(useSessionStore.getState().status).toBe('logged-in');
    });
  });

  describe('start()', () => {
    it('an expired stored record the server will not renew: storage cleared, the store signed out, the other tabs told', async () => {
      storeUserInfo(tokenOf(demoUser, -1));
      await session.start();
      expect({ ...localStorage }).toEqual({
        'last-known-path': '/sales-2024/quick-wins',
        'last-known-path-user': 'javery',
      });
      expect(useSessionStore.getState().status).toBe('logged-out');
      expect(JSON.parse(sessionStorage.getItem('oa_sign_in_notice')!)).toEqual({
        reason: 'expired',
        workplaceEnded: false,
      });
      await vi.waitFor(() =>
        expect(otherTab.heard).toEqual([{ kind: 'signed-out', reason: 'expired', workplaceEnded: false }]),
      );
    });
  });

  describe('followOtherTabs()', () => {
    function followAsSignedIn() {
      cleanups.push(session.followOtherTabs());
      session.signIn(tokenOf(), { remember: false });
      localStorage.setItem('oa_color_scheme', 'dark');
    }

    it("another tab's expiry: this tab's own storage goes, the page stays this user's, /login", async () => {
      followAsSignedIn();
      const shared = { ...localStorage };
      otherTab.channel.postMessage({
        kind: 'signed-out',
        reason: 'expired',
        workplaceEnded: true,
      } satisfies SessionChange);

      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
      // The shared storage is the other tab's to clear; this tab's un-remembered session keeps only the
      // page it was on, in this tab, and /login's reason (the other tab ended the workplace sign-in).
      expect({ ...sessionStorage }).toEqual({
        'last-known-path': '/sales-2024/quick-wins',
        'last-known-path-user': 'javery',
        oa_sign_in_notice: JSON.stringify({ reason: 'expired', workplaceEnded: true }),
        // The other tab visits the provider; this one does not race it (provider-sign-out.ts).
        oa_provider_sign_out_tried_at: expect.stringMatching(/^\d+$/),
      });
      expect({ ...localStorage }).toEqual(shared);
      expect(useSessionStore.getState().status).toBe('logged-out');
    });

    it("another tab's sign-out: no page kept, /login says it was another tab's, and nothing is announced back", async () => {
      followAsSignedIn();
      const shared = { ...localStorage };
      otherTab.channel.postMessage({ kind: 'signed-out', reason: 'signed-out' } satisfies SessionChange);

      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
      expect({ ...sessionStorage }).toEqual({
        oa_sign_in_notice: JSON.stringify({ reason: 'elsewhere', workplaceEnded: false }),
        oa_provider_sign_out_tried_at: expect.stringMatching(/^\d+$/),
      });
      expect({ ...localStorage }).toEqual(shared);
      await new Promise((resolve) => setTimeout(resolve, 20)); // a message would have arrived by now
      expect(otherTab.heard).toEqual([{ kind: 'signed-in', username: 'javery' }]); // the sign-in only
    });

    it("another user's sign-in brings this tab to /home; the same user's changes nothing", async () => {
      followAsSignedIn();
      otherTab.channel.postMessage({ kind: 'signed-in', username: 'javery' } satisfies SessionChange);
      otherTab.channel.postMessage({ kind: 'signed-in', username: 'mlee' } satisfies SessionChange);
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
      expect(replace).toHaveBeenCalledTimes(1);
      expect(useSessionStore.getState().status).toBe('logged-in');
    });
  });
});
