import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { endSessionGeneration } from './session-generation';
import { useSessionStore } from './session-store';
import { loginAtServer } from '@/testing/login';
import { session } from './session';
import { watchForStaleTab } from './stale-tab';

const DEMO_PASSWORD = 'Portal#2024';
const JORDANS_DASHBOARD_TOKEN = 'jordans-power-bi-token';

/**
 * Jordan signed in in this tab without "Remember me" (generation `g-jordan`) and to the dashboards;
 * then, while this tab was away, the session ended elsewhere (the browser-wide generation removed) and
 * perhaps the next person signed in (a new one). The server's cookie session is whoever signed in last.
 */
async function jordansTabAfterTheEnd({ next }: { next: 'mlee' | null }) {
  const jordansToken = await loginAtServer({ username: 'javery', password: DEMO_PASSWORD, rememberMe: false });
  sessionStorage.setItem('oa_user_info', JSON.stringify({ username: 'javery', accessToken: jordansToken }));
  sessionStorage.setItem(
    'token_info',
    JSON.stringify({ accessToken: JORDANS_DASHBOARD_TOKEN, expiresOn: '2099-01-01T00:00:00Z', owner: 'javery' }),
  );
  sessionStorage.setItem('msal.account.keys', '["jordan.avery@example.com"]');
  sessionStorage.setItem('oa_session_generation', 'g-jordan');
  if (next) {
    await loginAtServer({ username: next, password: DEMO_PASSWORD, rememberMe: false });
    localStorage.setItem('oa_session_generation', 'g-morgan');
  }
  return jordansToken;
}

/** Every request the portal sends from now on, with its bearer. */
function recordRequests() {
  const sent: { path: string; bearer: string | null }[] = [];
  server.events.on('request:start', ({ request }) =>
    sent.push({
      path: new URL(request.url).pathname.replace(/^.*\//, '/'),
      bearer: request.headers.get('authorization'),
    }),
  );
  return sent;
}

const everythingStored = () => JSON.stringify({ ...localStorage, ...sessionStorage });

describe('a tab that holds an ended session', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    endSessionGeneration();
    vi.restoreAllMocks();
  });

  it("starts as the next person signed in elsewhere, with nothing of the earlier one, and never ends the next person's session", async () => {
    const jordansToken = await jordansTabAfterTheEnd({ next: 'mlee' });
    const sent = recordRequests();

    await session.start();

    expect(useSessionStore.getState()).toMatchObject({ status: 'logged-in', signedInAs: { username: 'mlee' } });
    expect(everythingStored()).not.toMatch(/jordan|javery/i);
    expect(everythingStored()).not.toContain(JORDANS_DASHBOARD_TOKEN);
    expect(sessionStorage.getItem('oa_session_generation')).toBe('g-morgan');
    // The next person's cookie session answered; Jordan's token was never sent, nothing was ended.
    expect(sent.map((request) => request.path)).toEqual(['/auth-user-session']);
    expect(sent.some((request) => request.bearer?.includes(jordansToken))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a sign-out whose logout did not get through, starts signed out: the cookie session is never used', async () => {
    const jordansToken = await jordansTabAfterTheEnd({ next: null });
    localStorage.setItem('oa_sign_out_pending', '1'); // the earlier sign-out's logout, still to confirm
    const sent = recordRequests();

    await session.start();

    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(everythingStored()).not.toMatch(/jordan|javery/i);
    // Only the earlier sign-out's own duty: its logout is tried again, without Jordan's token.
    await vi.waitFor(() => expect(localStorage.getItem('oa_sign_out_pending')).toBeNull());
    expect(sent.map((request) => request.path)).toEqual(['/user-session-logout']);
    expect(sent.some((request) => request.bearer?.includes(jordansToken))).toBe(false);
  });

  it('a tab of the current session starts from its own record, and keeps its generation', async () => {
    await jordansTabAfterTheEnd({ next: null });
    localStorage.setItem('oa_session_generation', 'g-jordan'); // the session never ended

    await session.start();

    expect(useSessionStore.getState()).toMatchObject({ status: 'logged-in', signedInAs: { username: 'javery' } });
    expect(sessionStorage.getItem('token_info')).toContain(JORDANS_DASHBOARD_TOKEN);
    expect(sessionStorage.getItem('oa_session_generation')).toBe('g-jordan');
  });

  it.each([
    ['a page restored from the back/forward cache', () => new PageTransitionEvent('pageshow', { persisted: true })],
    ['any page shown', () => new PageTransitionEvent('pageshow', { persisted: false })],
  ])('%s: its own data goes, and it loads again', async (_case, event) => {
    await jordansTabAfterTheEnd({ next: 'mlee' });
    const stop = watchForStaleTab();
    window.dispatchEvent(event());
    stop();

    expect(reload).toHaveBeenCalledTimes(1);
    expect({ ...sessionStorage }).toEqual({});
    expect(localStorage.getItem('oa_session_generation')).toBe('g-morgan'); // the next person's stays
  });

  it('a hidden tab that becomes visible: the same; a tab of the current session stays as it is', async () => {
    await jordansTabAfterTheEnd({ next: null });
    localStorage.setItem('oa_session_generation', 'g-jordan');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const stop = watchForStaleTab();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token_info')).not.toBeNull();

    localStorage.removeItem('oa_session_generation'); // another tab ends the session
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reload).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    stop();

    expect(reload).toHaveBeenCalledTimes(1);
    expect({ ...sessionStorage }).toEqual({});
  });
});
