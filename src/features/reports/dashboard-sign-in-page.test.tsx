import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokenInfo } from '@/shared/storage/token-info';
import { renderApp } from '@/testing/render';

const SIGN_IN_PATH = '/microsoft/oauth2/v2.0/authorize';

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
    expect(
      screen.getByText('Sign in with your Evergreen Life workplace account in the window that opened.'),
    ).toBeInTheDocument();
  });
});
