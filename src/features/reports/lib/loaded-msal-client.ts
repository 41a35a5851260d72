import type { IPublicClientApplication } from '@azure/msal-browser';

/**
 * The page's MSAL client once `getMsalClient()` has created it, for code that must not load MSAL
 * itself (the workplace sign-out runs on every page, MSAL only on the dashboard pages).
 */
let loaded: IPublicClientApplication | null = null;

export function rememberLoadedMsalClient(client: IPublicClientApplication): void {
  loaded = client;
}

export function loadedMsalClient(): IPublicClientApplication | null {
  return loaded;
}
