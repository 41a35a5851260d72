import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokenInfo } from '@/session';
import { useSessionStore } from '@/session/session-store';
import { writeTokenInfo } from '@/session/workplace/token-info';
import { DEMO_PASSWORD } from '@/testing/account';
import { demoUser } from '@/testing/demo-users';
import { loginAtServer } from '@/testing/login';
import {
  completeDashboardSignIn,
  DashboardSignInRequiredError,
  renewDashboardToken,
  renewIfExpiringSoon,
  resolveDashboardToken,
  type TokenClient,
} from './dashboard-token';
import { readDashboardToken } from '@/session/workplace/dashboard-token';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const account = { homeAccountId: 'uid.tid', username: 'jordan.avery@example.com' } as AccountInfo;

function result(accessToken: string, expiresInMs: number): AuthenticationResult {
  return { accessToken, expiresOn: new Date(Date.now() + expiresInMs), account } as AuthenticationResult;
}

function fakeClient({
  accounts = [account],
  renew,
}: { accounts?: AccountInfo[]; renew?: () => Promise<AuthenticationResult> } = {}) {
  let active: AccountInfo | null = null;
  const client = {
    getActiveAccount: () => active,
    getAllAccounts: () => accounts,
    setActiveAccount: (next: AccountInfo | null) => {
      active = next;
    },
    acquireTokenSilent: vi.fn(renew ?? (async () => result('renewed-token', 3600_000))),
  } satisfies TokenClient;
  return client;
}

describe('dashboard token (R4.11)', () => {
  beforeEach(() => {
    // Only Date is faked: the promises and MSW keep their own timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The portal user whose workplace account `account` is.
    useSessionStore.getState().signedIn(demoUser);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses a stored token whose expiry is in the future, without asking MSAL', async () => {
    writeTokenInfo({ accessToken: 'stored-token', expiresOn: new Date(NOW + 1).toISOString() });
    const client = fakeClient();
    expect(await resolveDashboardToken(client)).toMatchObject({ status: 'signed-in' });
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
    expect(readDashboardToken()).toBe('stored-token');
  });

  it('renews silently once the stored expiry has passed, skipping the cached token', async () => {
    writeTokenInfo({ accessToken: 'stored-token', expiresOn: new Date(NOW + 60_000).toISOString() });
    vi.setSystemTime(NOW + 60_000); // the very moment it expires
    const client = fakeClient();
    await resolveDashboardToken(client);
    expect(client.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ account, forceRefresh: true }));
    expect(readTokenInfo()).toEqual({
      accessToken: 'renewed-token',
      expiresOn: new Date(NOW + 60_000 + 3600_000).toISOString(),
    });
    expect(readDashboardToken()).toBe('renewed-token');
  });

  it('is signed out when nothing is stored and MSAL knows no account', async () => {
    const client = fakeClient({ accounts: [] });
    expect(await resolveDashboardToken(client)).toEqual({ status: 'signed-out' });
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
    expect(readDashboardToken()).toBeNull();
  });

  it('restored from the stored token, before the server has said the e-mail, waits for it to choose the account', async () => {
    // As session/start.ts signs in from the stored token (no e-mail in it) and asks the server for the rest.
    await loginAtServer({ username: demoUser.username, password: DEMO_PASSWORD, rememberMe: false });
    useSessionStore.getState().signedIn({ ...demoUser, email: null });
    writeTokenInfo({ accessToken: 'stored-token', expiresOn: new Date(NOW - 1).toISOString() });
    const client = fakeClient();
    expect(await resolveDashboardToken(client)).toMatchObject({ status: 'signed-in' });
    expect(client.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ account }));
  });

  it('a failed renewal asks for the interactive sign-in and leaves the stored token alone', async () => {
    const expired = { accessToken: 'stored-token', expiresOn: new Date(NOW - 1).toISOString() };
    writeTokenInfo(expired);
    const client = fakeClient({
      renew: () => Promise.reject(Object.assign(new Error('AADSTS700082'), { errorCode: 'invalid_grant' })),
    });
    await expect(resolveDashboardToken(client)).rejects.toBeInstanceOf(DashboardSignInRequiredError);
    expect(readTokenInfo()).toEqual(expired);
    expect(readDashboardToken()).toBeNull();
  });

  it('an expired token with no account left cannot be renewed', async () => {
    writeTokenInfo({ accessToken: 'stored-token', expiresOn: new Date(NOW - 1).toISOString() });
    await expect(resolveDashboardToken(fakeClient({ accounts: [] }))).rejects.toBeInstanceOf(
      DashboardSignInRequiredError,
    );
  });

  it('concurrent renewals share one request', async () => {
    const client = fakeClient();
    const [first, second] = await Promise.all([
      renewDashboardToken(client, { force: true }),
      renewDashboardToken(client, { force: true }),
    ]);
    expect(first).toEqual(second);
    expect(client.acquireTokenSilent).toHaveBeenCalledTimes(1);
  });

  it('a click on a visual renews only within the 300 s renewal offset', async () => {
    writeTokenInfo({ accessToken: 'stored-token', expiresOn: new Date(NOW + 10 * 60_000).toISOString() });
    const client = fakeClient();
    expect(await renewIfExpiringSoon(client)).toBeNull();
    vi.setSystemTime(NOW + 5 * 60_000 - 1);
    expect(await renewIfExpiringSoon(client)).toBeNull();
    vi.setSystemTime(NOW + 5 * 60_000);
    expect(await renewIfExpiringSoon(client)).toMatchObject({ accessToken: 'renewed-token' });
    expect(client.acquireTokenSilent).toHaveBeenCalledTimes(1);
  });

  it('a finished sign-in stores token_info, sets the session token and records the activity', () => {
    const client = fakeClient();
    completeDashboardSignIn(result('popup-token', 3600_000), client);
    expect(readTokenInfo()).toEqual({ accessToken: 'popup-token', expiresOn: new Date(NOW + 3600_000).toISOString() });
    expect(readDashboardToken()).toBe('popup-token');
    expect(client.getActiveAccount()).toBe(account);
    expect(useSessionStore.getState().recentActivity[0]).toMatchObject({ activity: 'Dashboard login' });
  });

  it("never renews with another person's workplace account that MSAL still keeps in this browser", async () => {
    const someoneElse = { homeAccountId: 'uid2.tid', username: 'morgan.lee@example.com' } as AccountInfo;
    const client = fakeClient({ accounts: [someoneElse] });
    expect(await resolveDashboardToken(client)).toEqual({ status: 'signed-out' });
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
    expect(client.getActiveAccount()).toBeNull();
  });

  it('a portal user without an e-mail has no workplace account to renew with', async () => {
    useSessionStore.getState().signedIn({ ...demoUser, email: null });
    const client = fakeClient();
    expect(await resolveDashboardToken(client)).toEqual({ status: 'signed-out' });
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
  });
});
