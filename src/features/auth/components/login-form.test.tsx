import { useSessionStore } from '@/session/session-store';
import { readCurrentUser } from '@/session/signed-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { internalServerError } from '@/mocks/scenarios/faults';
import { describe, expect, it, vi } from 'vitest';
import { getActivityLog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { AUTH_TEXT } from '../constants';
import { shownPageTitle } from '@/shared/browser/shown-page-title';

const PASSWORD = 'Portal#2024';

function renderLogin(path = '/login') {
  const result = renderApp(path, { user: null });
  const user = userEvent.setup();
  return { ...result, user };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(await screen.findByLabelText(AUTH_TEXT.usernameLabel), username);
  if (password) await user.type(screen.getByLabelText(AUTH_TEXT.passwordLabel), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Login screen', () => {
  it('shows the fields, the remember-me box, the recovery link and the user login title', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();
    expect(document.title).toBe('User login | Carrier Analytics Portal');
    expect(shownPageTitle()).toBe('User login');
    expect(screen.getByRole('textbox', { name: AUTH_TEXT.usernameLabel })).toBeRequired();
    expect(screen.getByLabelText(AUTH_TEXT.passwordLabel)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: AUTH_TEXT.rememberMe })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Register / Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('/request-an-account shows the same sign-in screen', async () => {
    renderLogin('/request-an-account');
    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('requires the username and the password, without calling the server', async () => {
    const { user } = renderLogin();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    await screen.findByRole('heading', { name: 'User login' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(AUTH_TEXT.usernameLabel), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('signs in by username: stores the token in the tab (not remembered), takes the user from it and goes home', async () => {
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'javery', PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Without "Remember me" the record goes when the browser closes, as the cookie session does.
    expect(localStorage.getItem('oa_user_info')).toBeNull();
    const stored = JSON.parse(sessionStorage.getItem('oa_user_info')!);
    expect(stored).toMatchObject({ username: 'javery', fname: 'Jordan', lname: 'Avery', role: 'Agent' });
    expect(stored.accessToken.split('.')).toHaveLength(3);
    expect(useSessionStore.getState().status).toBe('logged-in');
    expect(readCurrentUser()).toMatchObject({ username: 'javery', company: 'Evergreen Life' });
    await waitFor(async () => expect((await getActivityLog()).map((entry) => entry.activity)).toContain('Signed in'));
  });

  it('signs in by e-mail (any case, surrounding spaces ignored)', async () => {
    const { user, router } = renderLogin();
    await fillAndSubmit(user, '  Jordan.Avery@Example.com ', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readCurrentUser()?.username).toBe('javery');
  });

  it('sends remember-me to the server; the token lives 15 minutes all the same (renewed while the session lasts)', async () => {
    const { user, router } = renderLogin();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/portal/login')) bodies.push(await request.clone().json());
    });
    await user.click(await screen.findByRole('checkbox', { name: AUTH_TEXT.rememberMe }));
    await fillAndSubmit(user, 'javery', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies).toEqual([{ username: 'javery', password: PASSWORD, rememberMe: true }]);
    // Remembered: kept in localStorage, past the browser's closing.
    expect(sessionStorage.getItem('oa_user_info')).toBeNull();
    const { accessToken } = JSON.parse(localStorage.getItem('oa_user_info')!);
    const { exp, iat } = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(exp - iat).toBe(15 * 60);
  });

  it('shows "Signing in..." and disables the button while busy', async () => {
    server.use(
      http.post('*/portal/login', async () => {
        await delay(200);
        return HttpResponse.json(
          {
            status: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'Invalid username or password',
            errorReponse: 'Invalid username or password',
          },
          { status: 401 },
        );
      }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'javery', PASSWORD);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('a wrong password shows the server message under the fields and keeps what was typed', async () => {
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'javery', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText(AUTH_TEXT.usernameLabel)).toHaveValue('javery');
    expect(screen.getByLabelText(AUTH_TEXT.passwordLabel)).toHaveValue('wrong-password');
    // The Sign in button was clicked; the password, the field to try again, has the focus now.
    expect(screen.getByLabelText(AUTH_TEXT.passwordLabel)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('oa_user_info')).toBeNull();
    expect(useSessionStore.getState().status).toBe('logged-out');
  });

  it('a server message stays until the next attempt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login', { user: null });
    await fillAndSubmit(user, 'javery', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    vi.advanceTimersByTime(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it.each([
    ['a server error without errorReponse', () => internalServerError('login')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s shows "Something went wrong!" for 5 seconds', async (_case, answer) => {
    server.use(http.post('*/portal/login', answer));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login', { user: null });
    await fillAndSubmit(user, 'javery', PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    vi.advanceTimersByTime(4_900);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText(AUTH_TEXT.usernameLabel)).toHaveValue('javery');
    expect(screen.getByLabelText(AUTH_TEXT.passwordLabel)).toHaveValue(PASSWORD);
  });

  it('an unreadable token is a failure, not a half sign-in', async () => {
    server.use(http.post('*/portal/login', () => HttpResponse.json({ accessToken: 'not-a-jwt' })));
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'javery', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('returns to the last visited path after sign-in', async () => {
    localStorage.setItem('last-known-path', '/account/view-profile');
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'javery', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/view-profile'));
  });

  it.each(['//evil.example.com/home', 'https://evil.example.com', '/forgot-password', '/\\evil.example.com'])(
    'never follows a stored path that is not the app own (%s)',
    async (stored) => {
      localStorage.setItem('last-known-path', stored);
      const { user, router } = renderLogin();
      await fillAndSubmit(user, 'javery', PASSWORD);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it('masks the username while the field is not focused, and shows it for editing', async () => {
    const { user } = renderLogin();
    const field = await screen.findByLabelText(AUTH_TEXT.usernameLabel);
    await user.type(field, 'javery');
    expect(screen.queryByTestId('masked-username')).not.toBeInTheDocument();

    await user.tab(); // focus moves to the password
    expect(screen.getByTestId('masked-username')).toHaveTextContent('ja*****ry');
    expect(field).toHaveValue('javery'); // the real value stays in the field

    await user.click(field);
    expect(screen.queryByTestId('masked-username')).not.toBeInTheDocument();
    await user.type(field, 'X');
    expect(field).toHaveValue('javeryX');
  });

  it('never masks an empty username', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByLabelText(AUTH_TEXT.usernameLabel));
    await user.tab();
    expect(screen.queryByTestId('masked-username')).not.toBeInTheDocument();
  });

  it('reveals the password only while "Hold To Peek" is held (mouse, touch or keyboard)', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText(AUTH_TEXT.passwordLabel);
    await user.type(password, 'secret');
    const peek = screen.getByRole('button', { name: 'Hold To Peek' });

    await user.pointer({ keys: '[MouseLeft>]', target: peek });
    expect(password).toHaveAttribute('type', 'text');
    await user.pointer({ keys: '[/MouseLeft]', target: peek });
    expect(password).toHaveAttribute('type', 'password');

    await user.pointer({ keys: '[MouseLeft>]', target: peek });
    expect(password).toHaveAttribute('type', 'text');
    await user.pointer({ target: screen.getByRole('heading', { name: 'User login' }) }); // moves away while held
    expect(password).toHaveAttribute('type', 'password');
    await user.pointer({ keys: '[/MouseLeft]' });

    await user.pointer({ keys: '[TouchA>]', target: peek });
    expect(password).toHaveAttribute('type', 'text');
    await user.pointer({ keys: '[/TouchA]', target: peek });
    expect(password).toHaveAttribute('type', 'password');

    peek.focus();
    await user.keyboard('[Space>]');
    expect(password).toHaveAttribute('type', 'text');
    await user.keyboard('[/Space]');
    expect(password).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter>}');
    expect(password).toHaveAttribute('type', 'text');
    await user.keyboard('{/Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret');
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument(); // holding never submits
  });
});
