import { readString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

const AUTHORIZE_PATH = /^\/[^/]+\/oauth2\/v2\.0\/authorize\/?$/i;

/** A path of this app that may be returned to: one leading slash, never the sign-in route itself. */
export function isReturnablePath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !AUTHORIZE_PATH.test(pathname) && !['/login', '/forgot-password', '/request-an-account'].includes(pathname);
}

/**
 * Where "Go Back" and a finished sign-in lead: the path saved before dashboard sign-in, else the last
 * known path (the sign-in route is never stored as such), else /home.
 */
export function returnPath(saved: string | null): string {
  if (isReturnablePath(saved)) return saved;
  const lastKnown = readString(storageKeys.lastKnownPath);
  return isReturnablePath(lastKnown) ? lastKnown : '/home';
}
