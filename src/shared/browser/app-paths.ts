/** The signed-out screens (sign-in, recovery, request an account): never remembered or returned to. */
const AUTH_PATHS = ['/login', '/forgot-password', '/request-an-account'];

/** The workplace identity provider's authorize path, `/{identity-provider}/oauth2/v2.0/authorize`. */
const IDENTITY_PROVIDER_AUTHORIZE = /^\/[^/]+\/oauth2\/v2\.0\/authorize\/?$/i;

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

function isAuthPath(pathname: string): boolean {
  const normalised = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return AUTH_PATHS.includes(normalised);
}

/**
 * Whether a pathname is one of the signed-in pages (every path but the signed-out screens and the
 * identity provider's authorize page): a visitor who opens it expects to be signed in.
 */
export function isSignedInPagePath(pathname: string): boolean {
  return pathname.startsWith('/') && !isAuthPath(pathname) && !IDENTITY_PROVIDER_AUTHORIZE.test(pathname);
}

/**
 * Whether a path may be stored as `last-known-path` (R2.26: never the login,
 * forgot-password or identity-provider authorize paths; the request-an-account screen is the
 * same login screen, so it is left out as well).
 */
export function isRememberablePath(path: string): boolean {
  return isSignedInPagePath(pathnameOf(path));
}

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * The stored path when it is one of this app's own paths, else null. It comes from storage anyone
 * with access to the browser can write, so it must never lead off-site: one leading slash only
 * (`//host` and `/\host` are other origins to a browser), no control characters, no scheme.
 */
export function safeReturnPath(stored: string | null | undefined): string | null {
  if (typeof stored !== 'string' || stored.length > 2048) return null;
  if (!stored.startsWith('/') || stored.startsWith('//')) return null;
  if (stored.includes('\\') || hasControlCharacter(stored)) return null;
  try {
    // Anything that resolves to another origin is refused, whatever trick it uses.
    const base = 'http://portal.invalid';
    if (new URL(stored, base).origin !== base) return null;
  } catch {
    return null;
  }
  return isRememberablePath(stored) ? stored : null;
}
