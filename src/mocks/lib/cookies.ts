/**
 * Cookies of the mock server: real `Set-Cookie` headers, kept by MSW's cookie store; in the browser
 * also mirrored into `document.cookie` (docs/decisions/mock-cookies.md).
 */

let mirrorToDocument = false;

/** Browser only: also write mock cookies into `document.cookie` (see above). */
export function mirrorMockCookiesToDocument(enabled: boolean): void {
  mirrorToDocument = enabled;
}

interface CookieOptions {
  /** Seconds; omitted for a browser-session cookie, 0 to delete. */
  maxAge?: number;
  sameSite: 'Lax' | 'Strict';
}

/** The `Set-Cookie` value (path `/`, HttpOnly; a real backend adds `Secure`), mirrored if enabled. */
export function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  const maxAge = options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`;
  if (mirrorToDocument && typeof document !== 'undefined') {
    const documentMaxAge = options.maxAge === undefined ? '' : `; max-age=${options.maxAge}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=${options.sameSite.toLowerCase()}${documentMaxAge}`;
  }
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=${options.sameSite}${maxAge}`;
}

/** The `Set-Cookie` value that deletes a cookie. */
export function clearCookieHeader(name: string, sameSite: CookieOptions['sameSite']): string {
  return setCookieHeader(name, '', { maxAge: 0, sameSite });
}
