import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActivityLog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useSessionStore } from '@/session/session-store';
import { storeAccessToken } from '@/session/stored-user-info';
import { renderWithProviders } from '@/testing/render';
import { checkUserSession } from '@/session/api/check-user-session';
import { login } from '../api/login';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { SignOutConfirmation } from './sign-out-confirmation';
import { rememberShownPageTitle } from '@/shared/browser/shown-page-title';
import { holdDashboardToken, readDashboardToken } from '@/session/workplace/dashboard-token';

async function signInForReal() {
  const user = storeAccessToken(await login({ username: 'javery', password: 'Portal#2024', rememberMe: false }));
  useSessionStore.getState().signedIn(user!);
  rememberShownPageTitle('Home');
  holdDashboardToken('dashboard-token');
  localStorage.setItem('token_info', JSON.stringify({ accessToken: 'dashboard-token', expiresOn: 1 }));
  sessionStorage.setItem('msal.account', 'x');
}

describe('SignOutConfirmation', () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks "Are you sure?" with Sign Out and Cancel; Cancel closes it and signs nobody out', async () => {
    await signInForReal();
    const onClose = vi.fn();
    renderWithProviders(<SignOutConfirmation opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('oa_user_info')).not.toBeNull();
  });

  it('opened with the pointer, starts at its title; from the keyboard, at Cancel (N11)', async () => {
    const { unmount } = renderWithProviders(<SignOutConfirmation opened withPointer onClose={() => {}} />);
    const title = await screen.findByText('Are you sure?');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveFocus();
    unmount();

    renderWithProviders(<SignOutConfirmation opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('is not shown when closed', () => {
    renderWithProviders(<SignOutConfirmation opened={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Sign Out records the activity, ends the server session, clears everything and goes to /login', async () => {
    await signInForReal();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    renderWithProviders(<SignOutConfirmation opened onClose={() => {}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?signedOut=1'));
    // What the sign-out itself calls, in order; reading the signed-in user (`/get-session`, which the
    // user's cache may do at any moment after the sign-in) is not the sign-out's.
    expect(calls.filter((path) => path !== '/api/get-session')).toEqual([
      '/api/portal/activity',
      '/api/user-session-logout',
    ]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(readDashboardToken()).toBeNull();
    const activity = await getActivityLog();
    expect(activity.at(-1)).toMatchObject({ activity: 'Signed out', page: 'Home', username: 'javery' });
    // The cookie session is over: the next start-up check finds nobody signed in.
    await expect(checkUserSession()).rejects.toMatchObject({ status: 401 });
  });

  it('signs out even when the server fails or hangs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInForReal();
    server.use(
      http.post('*/user-session-logout', async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 200, message: 'Logged out successfully' });
      }),
      http.post('*/portal/activity', () => HttpResponse.error()),
    );
    renderWithProviders(<SignOutConfirmation opened onClose={() => {}} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?signedOut=1'));
    // Everything is cleared but the mark that makes the next start stay signed out and retry.
    expect(Object.keys(localStorage)).toEqual(['oa_sign_out_pending']);
    vi.useRealTimers();
  });
});
