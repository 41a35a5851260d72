import { type AccountInfo, type AuthenticationResult } from '@azure/msal-browser';
import { stubMsalClient } from '@/testing/msal-client-stub';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokenInfo } from '@/session';
import { useSessionStore } from '@/session/session-store';
import { writeTokenInfo } from '@/session/workplace/token-info';
import { demoUser, renderApp, renderWithProviders } from '@/testing/render';
import { server } from '@/mocks/node';
import { DashboardSignInPage } from './dashboard-sign-in-page';
import { readDashboardToken } from '@/session/workplace/dashboard-token';

const SIGN_IN_PATH = '/microsoft/oauth2/v2.0/authorize';

/** An MSAL client whose popup answers with `username`'s workplace account. */
function msalAnswering(username: string) {
  const account = { homeAccountId: `${username}.tid`, username } as AccountInfo;
  return stubMsalClient({
    getAllAccounts: () => [],
    getActiveAccount: () => null,
    setActiveAccount: vi.fn(),
    loginPopup: vi.fn(
      async () =>
        ({
          accessToken: `token-of-${username}`,
          expiresOn: new Date(Date.now() + 3600_000),
          account,
        }) as AuthenticationResult,
    ),
    clearCache: vi.fn(async () => undefined),
  });
}

describe('the dashboard sign-in route', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp(SIGN_IN_PATH, { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is not found under another identity-provider segment', async () => {
    const { router } = renderApp('/okta/oauth2/v2.0/authorize');
    // The not-found page shows its 404 image after its 1 s spinner.
    expect(await screen.findByRole('img', { name: '404 Page not found' }, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/okta/oauth2/v2.0/authorize');
    expect(screen.queryByRole('heading', { name: 'Dashboard sign-in' })).not.toBeInTheDocument();
  });

  it('sends a user who already holds a valid dashboard token to /home', async () => {
    useSessionStore.getState().signedIn(demoUser); // the token is this portal user's
    writeTokenInfo({ accessToken: 'valid', expiresOn: new Date(Date.now() + 3600_000).toISOString() });
    const { router } = renderApp(SIGN_IN_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 8000 });
  });

  it('opens the popup at once; when the browser blocks it, a Try again button and Go Back remain', async () => {
    // jsdom opens no windows: window.open returns nothing, as a popup blocker's does.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    localStorage.setItem('last-known-path', '/sales-2024/agent-productivity');
    renderApp(SIGN_IN_PATH);
    expect(
      await screen.findByText(
        'The sign-in window was blocked or closed before the sign-in finished.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Dashboard sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/sales-2024/agent-productivity');
    // The window was blocked: the intro no longer points at it (design review p9).
    expect(screen.getByText('The dashboards open with your Evergreen Life workplace account.')).toBeInTheDocument();
  });

  it("asks for the portal user's account with the account chooser, and keeps the matching sign-in", async () => {
    useSessionStore.getState().signedIn(demoUser);
    const msal = msalAnswering('Jordan.Avery@example.com');
    renderWithProviders(<DashboardSignInPage instance={msal} />, { path: SIGN_IN_PATH });
    await waitFor(() => expect(readTokenInfo()?.accessToken).toBe('token-of-Jordan.Avery@example.com'));
    expect(msal.loginPopup).toHaveBeenCalledWith(
      expect.objectContaining({ loginHint: 'jordan.avery@example.com', prompt: 'select_account' }),
    );
    expect(msal.clearCache).not.toHaveBeenCalled();
  });

  it('refuses a workplace account that is not the portal user: a clear message, nothing kept', async () => {
    useSessionStore.getState().signedIn(demoUser);
    const msal = msalAnswering('morgan.lee@example.com');
    renderWithProviders(<DashboardSignInPage instance={msal} />, { path: SIGN_IN_PATH });
    expect(
      await screen.findByText(
        'That workplace account is not yours: its e-mail does not match your portal account. Use another account and choose your own.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Signed in as morgan.lee@example.com; your portal account's e-mail is jordan.avery@example.com.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another account' })).toBeInTheDocument();
    expect(msal.clearCache).toHaveBeenCalledTimes(1);
    expect(msal.setActiveAccount).not.toHaveBeenCalled();
    expect(readTokenInfo()).toBeNull();
    expect(readDashboardToken()).toBeNull();
  });

  it('a portal user without an e-mail is told why no workplace account can be theirs, and no window opens', async () => {
    // The server's userInfo says "no e-mail": the page decides only on that answer (issue 58, item 4).
    server.use(http.post('*/get-session', () => HttpResponse.json({ userInfo: { ...demoUser, email: null, id: 99 } })));
    useSessionStore.getState().signedIn({ ...demoUser, email: null });
    const msal = msalAnswering('jordan.avery@example.com');
    renderWithProviders(<DashboardSignInPage instance={msal} />, { path: SIGN_IN_PATH });
    expect(await screen.findByText(/Your portal account has no e-mail address/)).toBeInTheDocument();
    expect(msal.loginPopup).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Try again|Use another account/ })).not.toBeInTheDocument();
    expect(readTokenInfo()).toBeNull();
  });
});
