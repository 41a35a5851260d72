/**
 * The full-page navigations of the auth feature (reload, leave to a URL). Behind one object so tests
 * can replace them: jsdom cannot navigate, and `window.location` itself cannot be stubbed.
 */
export const browserNavigation = {
  reload(): void {
    window.location.reload();
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  alert(message: string): void {
    window.alert(message);
  },
};

/** An app path as a URL under Vite's base path: `appUrl('/login')` is `/login` at the root. */
export function appUrl(path: string): string {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
}

/** The path the browser is on, relative to the app's base path, with its query and hash. */
export function currentAppPath(): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const { pathname, search, hash } = window.location;
  const relative = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  return `${relative}${search}${hash}`;
}
