import { storedUserInfoArea } from '@/shared/session/stored-user-info';
import { readString, removeKey, writeString, type StorageArea } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

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

/**
 * Where `last-known-path` lives: in the area of the portal session that left it (the user record's:
 * localStorage with "Remember me", else this tab's sessionStorage), so a page left in an un-remembered
 * session, with its username, is gone when the browser closes. A signed-out visitor's deep link is for
 * whoever signs in in this tab. Callers that have just cleared the record name the area it had.
 */
export function lastKnownPathArea(): StorageArea {
  return storedUserInfoArea() ?? 'tab';
}

const OTHER_AREA: Record<StorageArea, StorageArea> = { local: 'tab', tab: 'local' };

/**
 * Remembers `path` as `last-known-path` when it may be (see isRememberablePath), with who was on it:
 * `username`, or null for a signed-out visitor's deep link (a bookmark), which is for whoever signs in.
 * A reload of the page a user just left (session expiry) keeps that user as its owner.
 */
export function rememberLastKnownPath(path: string, username: string | null, area = lastKnownPathArea()): void {
  if (!isRememberablePath(path)) return;
  const samePage = readString(storageKeys.lastKnownPath, area) === path;
  for (const key of [storageKeys.lastKnownPath, storageKeys.lastKnownPathUser]) removeKey(key, OTHER_AREA[area]);
  writeString(storageKeys.lastKnownPath, path, area);
  if (username) writeString(storageKeys.lastKnownPathUser, username, area);
  else if (!samePage) removeKey(storageKeys.lastKnownPathUser, area);
}

/** The stored `last-known-path` as is (unchecked) and who left it (null: a signed-out visitor). */
export function readLastKnownPath(): { path: string | null; owner: string | null } {
  const area: StorageArea = readString(storageKeys.lastKnownPath, 'tab') !== null ? 'tab' : 'local';
  return {
    path: readString(storageKeys.lastKnownPath, area),
    owner: readString(storageKeys.lastKnownPathUser, area),
  };
}

/**
 * Where a finished sign-in of `username` leads (R2.26): the remembered page when it is safe
 * and was not left by somebody else (the next person on a shared browser starts on their own home).
 */
export function lastKnownReturnPath(username: string | null): string {
  const { path, owner } = readLastKnownPath();
  if (owner !== null && owner !== username) return '/home';
  return safeReturnPath(path) ?? '/home';
}
