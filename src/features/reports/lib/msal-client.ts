import { createStandardPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import { rememberLoadedMsalClient } from './loaded-msal-client';
import { msalConfiguration } from './msal-config';

let client: Promise<IPublicClientApplication> | null = null;

/**
 * The one MSAL client of the page, created and initialised on first use (this module is only loaded
 * by the sign-in page and the report view, so MSAL never reaches the other pages).
 */
export function getMsalClient(): Promise<IPublicClientApplication> {
  client ??= createStandardPublicClientApplication(msalConfiguration()).then(
    (created) => {
      rememberLoadedMsalClient(created);
      return created;
    },
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}
