/**
 * Cookies of the mock server: real `Set-Cookie` headers, kept by MSW's cookie store; in the browser
 * also mirrored into `document.cookie` (docs/decisions/mock-cookies.md). Their names follow the
 * contract's "Deployment": `__Host-oa_session` / `__Host-oa_recovery` with `Secure` when the public
 * base URL is https, the plain names only over plain http.
 */
import { publicApiBaseUrl } from '../handlers/http';

let mirrorToDocument = false;

/** Browser only: also write mock cookies into `document.cookie` (see above). */
export function mirrorMockCookiesToDocument(enabled: boolean): void {
  mirrorToDocument = enabled;
}

/** The contract's cookies, by their plain names. */
export type MockCookie = 'oa_session' | 'oa_recovery';

interface CookieOptions {
  /** Seconds; omitted for a browser-session cookie, 0 to delete. */
  maxAge?: number;
  sameSite: 'Lax' | 'Strict';
}

/** Whether the server is "on https" for this request: its public base URL, never the socket. */
function onHttps(request: Request): boolean {
  return publicApiBaseUrl(request).startsWith('https://');
}

/** The name `cookie` has on this request's deployment (`__Host-` on https). */
export function cookieName(request: Request, cookie: MockCookie): string {
  return onHttps(request) ? `__Host-${cookie}` : cookie;
}

/** The value of `cookie` under the name this deployment uses (the other name is not read). */
export function readCookie(request: Request, cookies: Record<string, string>, cookie: MockCookie): string | undefined {
  return cookies[cookieName(request, cookie)];
}

/** The `Set-Cookie` value (path `/`, HttpOnly, `Secure` on https), mirrored if enabled. */
export function setCookieHeader(request: Request, cookie: MockCookie, value: string, options: CookieOptions): string {
  const name = cookieName(request, cookie);
  const secure = onHttps(request) ? '; Secure' : '';
  const maxAge = options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`;
  if (mirrorToDocument && typeof document !== 'undefined') {
    const documentMaxAge = options.maxAge === undefined ? '' : `; max-age=${options.maxAge}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=${options.sameSite.toLowerCase()}${secure.toLowerCase()}${documentMaxAge}`;
  }
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly${secure}; SameSite=${options.sameSite}${maxAge}`;
}

/** The `Set-Cookie` value that deletes a cookie. */
export function clearCookieHeader(request: Request, cookie: MockCookie, sameSite: CookieOptions['sameSite']): string {
  return setCookieHeader(request, cookie, '', { maxAge: 0, sameSite });
}
