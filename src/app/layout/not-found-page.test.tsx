import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/session/session-store';
import { demoUser, renderApp, renderWithProviders } from '@/testing/render';
import { NOT_FOUND_SPINNER_MS } from './constants';
import { NotFoundPage } from './not-found-page';

/**
 * Waits until `done()` without moving the fake clock: what is due now runs, and real time passes for
 * what the router waits on (the session check, the page's module), which a turn of microtasks did not
 * always give it on a loaded machine. Date and setImmediate are real here.
 */
async function until(done: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Not within 5 s: ${what}`);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The not-found page is on screen: its heading is there from the start, with the spinner. */
const notFoundPageShown = () =>
  until(() => screen.queryByRole('heading', { level: 1, name: 'Page not found' }) !== null, 'the not-found page');

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner for 1 second, then the 404 image and "Back to home"', async () => {
    const { router } = renderApp('/sales-2024/no-such-topic');
    await notFoundPageShown();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '404 Page not found' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_SPINNER_MS - 1));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('img', { name: '404 Page not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    const backHome = screen.getByRole('link', { name: 'Back to home' });
    expect(backHome).toHaveAttribute('href', '/home');
    expect(router.state.location.pathname).toBe('/sales-2024/no-such-topic');
  });

  it('has a main heading from the start and, under a module, a link back into it', async () => {
    renderApp('/sales-2024/no-such-topic');
    await notFoundPageShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_SPINNER_MS));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sales Analytics 2024' })).toHaveAttribute('href', '/sales-2024');
  });

  it('offers no module link outside a module', async () => {
    renderApp('/account/no-such-page');
    await notFoundPageShown();
    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_SPINNER_MS));
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Go to / })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown topic', '/sales-2024/no-such-topic'],
    ['an unknown module', '/purchases-2024'],
    ['an unknown module with a known topic', '/purchases-2024/quick-wins'],
    ['an unknown module deployment', '/purchases-2024/2024-deployment'],
    ['a deeper unknown path', '/sales-2024/quick-wins/extra'],
    ['an unknown account page', '/account/no-such-page'],
  ])('is shown inside the shell for %s', async (_case, path) => {
    renderApp(path);
    await notFoundPageShown();
    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_SPINNER_MS));
    expect(screen.getByRole('img', { name: '404 Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /open account panel/i })).toBeInTheDocument();
    // One title, sentence case, in the header, the tab and the h1 (tenth grade, finding 4).
    expect(document.title).toMatch(/^Page not found/);
    expect(screen.getByTestId('header-title')).toHaveTextContent(/^Page not found$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page not found$/);
  });

  it('sends a signed-out visitor of an unknown path to /login', async () => {
    const { router } = renderApp('/no/such/page/at/all', { user: null });
    await until(() => router.state.location.pathname === '/login', 'the redirect to /login');
  });
});

describe('Signed-in user on a signed-out path', () => {
  it.each(['/login', '/forgot-password'])('the route guard sends %s to /home', async (path) => {
    const { router } = renderApp(path, { user: demoUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('the not-found page itself never redirects: it stays on its path', async () => {
    useSessionStore.getState().signedIn(demoUser);
    const { router } = renderWithProviders(<NotFoundPage />, { path: '/elsewhere' });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
