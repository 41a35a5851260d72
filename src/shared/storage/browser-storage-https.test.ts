import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './browser-storage';
import { storageKeys } from './storage-keys';

/**
 * On https the portal's cookies are `__Host-` cookies (issue 61, R4): the browser takes such a cookie
 * only from this very origin, Secure, for `/` and without a Domain, so another origin of the same host
 * or site cannot plant one. jsdom runs the unit tests on http, so the page is told it is on https and
 * the cookie lines it writes and reads are the browser's side.
 */
describe('the cookie fallback on https (issue 61, R4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function onHttps(jar: string): string[] {
    vi.stubGlobal('window', { ...window, location: new URL('https://portal.example/home') });
    const written: string[] = [];
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(jar);
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((line: string) => void written.push(line));
    return written;
  }

  it('writes a Secure __Host- cookie for /, without a Domain', () => {
    const written = onHttps('');
    writeCookie(storageKeys.sessionGeneration, 'g-1', 60);
    expect(written).toEqual([
      `__Host-${storageKeys.sessionGeneration}=g-1; Path=/; Max-Age=60; SameSite=Strict; Secure`,
    ]);
  });

  it('reads only the __Host- cookie: one of the bare name may come from another origin of the site', () => {
    onHttps(`${storageKeys.sessionGeneration}=planted`);
    expect(readCookie(storageKeys.sessionGeneration)).toBeNull();
    vi.restoreAllMocks();
    onHttps(`${storageKeys.sessionGeneration}=planted; __Host-${storageKeys.sessionGeneration}=mine`);
    expect(readCookie(storageKeys.sessionGeneration)).toBe('mine');
  });
});
