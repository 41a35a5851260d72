import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginSessionGeneration,
  browserSessionGeneration,
  endSessionGeneration,
  joinSessionGeneration,
  tabSessionIsStale,
} from './session-generation';

const KEY = 'oa_session_generation';
const cookieValue = () => /(?:^|; )oa_session_generation=([^;]*)/.exec(document.cookie)?.[1] ?? null;

/** Another tab of the browser: its own sessionStorage, the same localStorage and cookies. */
function asAnotherTab(work: () => void) {
  const own = { ...sessionStorage };
  sessionStorage.clear();
  work();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(own)) sessionStorage.setItem(key, value);
}

describe('the session generation', () => {
  afterEach(() => {
    endSessionGeneration(); // the cookie outlives the test's storage clear
    vi.restoreAllMocks();
  });

  it('a sign-in makes a new one, browser-wide (localStorage; no cookie while localStorage works) and in this tab', () => {
    beginSessionGeneration();
    const first = localStorage.getItem(KEY);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(cookieValue()).toBeNull(); // the cookie is the fallback, sent with no request it need not be
    expect(sessionStorage.getItem(KEY)).toBe(first);

    beginSessionGeneration();
    expect(localStorage.getItem(KEY)).not.toBe(first);
  });

  it('a tab in the current session is not stale; after the end, and after the next sign-in elsewhere, it is', () => {
    beginSessionGeneration();
    sessionStorage.setItem('oa_user_info', '{}');
    expect(tabSessionIsStale()).toBe(false);

    asAnotherTab(endSessionGeneration);
    expect(browserSessionGeneration()).toBeNull();
    expect(cookieValue()).toBeNull();
    expect(tabSessionIsStale()).toBe(true);

    asAnotherTab(beginSessionGeneration);
    expect(tabSessionIsStale()).toBe(true);
  });

  it('the tab that ends its session is not stale while it ends', () => {
    beginSessionGeneration();
    sessionStorage.setItem('oa_user_info', '{}');
    endSessionGeneration();
    expect(tabSessionIsStale()).toBe(false);
  });

  it('a tab holding nothing of a session is never stale', () => {
    asAnotherTab(beginSessionGeneration);
    sessionStorage.setItem('last-known-path', '/home'); // a signed-out visitor's deep link is no session
    expect(tabSessionIsStale()).toBe(false);
  });

  it.each([
    ['a record', 'oa_user_info'],
    ['a dashboard token', 'token_info'],
    ["MSAL's cache", 'msal.token.keys.client'],
  ])('%s kept before generations existed is stale once somebody has signed in since', (_what, key) => {
    sessionStorage.setItem(key, '{}');
    expect(tabSessionIsStale()).toBe(false); // nobody signed in since: the server decides, as before
    asAnotherTab(beginSessionGeneration);
    expect(tabSessionIsStale()).toBe(true);
  });

  it('a tab that starts in the current session takes its generation; a session without one gets one', () => {
    asAnotherTab(beginSessionGeneration);
    joinSessionGeneration();
    expect(sessionStorage.getItem(KEY)).toBe(localStorage.getItem(KEY));

    localStorage.clear();
    sessionStorage.clear();
    joinSessionGeneration();
    expect(sessionStorage.getItem(KEY)).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(KEY)).toBe(sessionStorage.getItem(KEY));
  });

  it('with localStorage blocked, the cookie carries it: the end still makes the other tabs stale', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    beginSessionGeneration();
    expect(browserSessionGeneration()).toBe(sessionStorage.getItem(KEY));
    expect(cookieValue()).toBe(sessionStorage.getItem(KEY));
    sessionStorage.setItem('oa_user_info', '{}');
    expect(tabSessionIsStale()).toBe(false);

    asAnotherTab(endSessionGeneration);
    expect(cookieValue()).toBeNull();
    expect(tabSessionIsStale()).toBe(true);
  });
});
