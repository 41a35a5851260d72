import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

/** The route gate of R2.1, R2.3 and R6.1, through the app's real route tree. */
describe('route gate', () => {
  it.each([
    ['/', '/login'],
    ['/home', '/login'],
    ['/account/view-profile', '/login'],
  ])('signed out, %s goes to %s', async (from, to) => {
    const { router } = renderApp(from, { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/login', '/forgot-password', '/request-an-account'])(
    'signed out, %s shows the authentication screen',
    async (path) => {
      const { router } = renderApp(path, { user: null });
      expect(await screen.findByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        path === '/forgot-password' ? 'Forgot password' : 'User login',
      );
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    ['/', '/home'],
    ['/login', '/home'],
    ['/forgot-password', '/home'],
  ])('signed in, %s goes to %s with the history entry replaced', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.history.length).toBe(1);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
