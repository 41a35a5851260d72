import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { session } from '@/session';
import { useSessionStore } from '@/session/session-store';
import { storeAccessToken } from '@/session/stored-user-info';
import { login } from '../api/login';
import { makeToken, storeUserInfo } from '@/testing/tokens';

/** As main.tsx starts the app: the session check begins before the first render. */
function startApp() {
  void session.start();
  return render(<App />);
}

/** The whole app from a cold start: spinner, session check, then the right screen. */
describe('app start', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('shows the start-up spinner with the product icon, then the login for a visitor', async () => {
    const { container } = startApp();
    expect(screen.getByRole('status', { name: 'Loading the portal' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/product-icon.svg"]')).not.toBeNull();

    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('status', { name: 'Loading the portal' })).not.toBeInTheDocument();
  });

  it('a stored valid token opens the app signed in at /home', async () => {
    storeAccessToken(await login({ username: 'javery', password: 'Portal#2024', rememberMe: false }));
    startApp();
    // No session check to wait for: a valid stored token signs the user in before the first render.
    expect(useSessionStore.getState().status).toBe('logged-in');
    expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('goes from the spinner straight to the whole first page, never through an empty screen', async () => {
    storeAccessToken(await login({ username: 'javery', password: 'Portal#2024', rememberMe: false }));
    const screens: string[] = [];
    const observer = new MutationObserver(() => {
      const spinner = screen.queryByRole('status', { name: 'Loading the portal' });
      const heading = screen.queryByRole('heading', { level: 1 });
      screens.push(spinner ? 'spinner' : heading ? 'page' : 'empty');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      startApp();
      await screen.findByRole('heading', { name: /^Welcome/ });
    } finally {
      observer.disconnect();
    }
    expect(screens).not.toContain('empty');
  });

  it('a stored expired token opens the login with storage cleared', async () => {
    storeUserInfo(makeToken({ expiresInS: -60 }));
    window.history.replaceState(null, '', '/home');
    startApp();
    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();
    expect(localStorage.getItem('oa_user_info')).toBeNull();
  });

  it('a corrupt stored value opens the login, never a crash', async () => {
    localStorage.setItem('oa_user_info', 'definitely not json');
    startApp();
    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();
    expect(localStorage.getItem('oa_user_info')).toBeNull();
  });
});
