/** Where MSW keeps the mock server's cookies in the browser (msw/lib/core/utils/cookieStore). */
const MSW_COOKIE_STORE_KEY = '__msw-cookie-store__';

interface StoredCookie {
  key?: string;
  expires?: string;
  maxAge?: number | string;
}

/**
 * MSW keeps the mock server's cookies in localStorage, which outlives the browser, so its session
 * cookies (no Expires, no Max-Age: the un-remembered `oa_session`) would survive a browser restart,
 * which a real browser never allows. The browser's own jar (`document.cookie`, which the mock
 * mirrors into, see ./cookies.ts) knows: a session cookie it no longer has is dropped from MSW's store
 * too. Runs before MSW reads its store (main.tsx, before the mock backend's code is imported).
 */
export function dropEndedSessionCookies(): void {
  try {
    const raw = localStorage.getItem(MSW_COOKIE_STORE_KEY);
    if (!raw) return;
    const inBrowser = new Set(document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()));
    const cookies = JSON.parse(raw) as StoredCookie[];
    const kept = cookies.filter(
      (cookie) =>
        (cookie.expires !== undefined && cookie.expires !== 'Infinity') ||
        cookie.maxAge !== undefined ||
        inBrowser.has(cookie.key),
    );
    localStorage.setItem(MSW_COOKIE_STORE_KEY, JSON.stringify(kept));
  } catch {
    localStorage.removeItem(MSW_COOKIE_STORE_KEY); // unreadable: a fresh jar, as after a restart
  }
}
