import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { makeToken, storeUserInfo } from '@/testing/tokens';

describe('RouteChangeEffects (every route change)', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  let reload: ReturnType<typeof vi.spyOn>;
  let replace: ReturnType<typeof vi.spyOn>;
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // Home lists the person's saved views; the tokens here are made up, which the mock backend would
    // refuse (401, the end of the session). What the route change does is under test, not home's lists.
    server.use(http.get('*/reports/:reportId/saved-views', () => HttpResponse.json({ views: [] })));
    alert = vi.spyOn(browserNavigation, 'alert').mockImplementation(() => {});
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('an expired stored token: alert, storage cleared but for the page and whose it was, /login', async () => {
    storeUserInfo(makeToken({ expiresInS: -5 }));
    localStorage.setItem('token_info', '{"accessToken":"x"}');
    sessionStorage.setItem('msal.cache', 'x');
    renderApp('/home');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'), { timeout: 5_000 });
    expect(alert).toHaveBeenCalledWith('User session has been expired! Login again to use the portal');
    // The page stays Jordan's: he returns to it, the next person on this browser does not.
    expect({ ...localStorage }).toEqual({ 'last-known-path': '/home', 'last-known-path-user': 'javery' });
    // Nothing of the session's in this tab either: only /login's reason, which names nobody.
    expect({ ...sessionStorage }).toEqual({
      oa_sign_in_notice: JSON.stringify({ reason: 'expired', workplaceEnded: false }),
    });
  });

  it('checks again on each navigation: a token that expires while the user is on a page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeUserInfo(makeToken({ expiresInS: 60 }));
    const { router } = renderApp('/home');
    await waitFor(() => expect(localStorage.getItem('last-known-path')).toBe('/home'));
    expect(alert).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 61_000);
    await router.navigate({ to: '/account/$slug', params: { slug: 'view-profile' } });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'), { timeout: 5_000 });
    expect(alert).toHaveBeenCalledWith('User session has been expired! Login again to use the portal');
    expect(localStorage.getItem('oa_user_info')).toBeNull();
    vi.useRealTimers();
  });

  it('remembers the last visited path and scrolls to the top on each route change', async () => {
    storeUserInfo(makeToken());
    const { router } = renderApp('/home');
    await waitFor(() => expect(localStorage.getItem('last-known-path')).toBe('/home'));
    const scrolls = scrollTo.mock.calls.length;
    expect(scrolls).toBeGreaterThan(0);

    await router.navigate({ to: '/account/$slug', params: { slug: 'change-password' } });
    await waitFor(() => expect(localStorage.getItem('last-known-path')).toBe('/account/change-password'));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(scrolls);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    expect(alert).not.toHaveBeenCalled();
  });

  it('never remembers the login, forgot-password or identity-provider authorize paths', async () => {
    const { router } = renderApp('/login', { user: null });
    await screen.findByRole('heading', { name: 'User login' });
    await router.navigate({ to: '/forgot-password' });
    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(localStorage.getItem('last-known-path')).toBeNull();
  });

  it('with no stored token (cookie session) there is nothing to expire', async () => {
    renderApp('/home');
    // No record says the session is remembered: the page is kept in this tab only.
    await waitFor(() => expect(sessionStorage.getItem('last-known-path')).toBe('/home'));
    expect(localStorage.getItem('last-known-path')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
