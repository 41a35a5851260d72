import { createStandardPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import { msalConfiguration } from './msal-config';

let client: Promise<IPublicClientApplication> | null = null;

/**
 * The one MSAL client of the page, created and initialised on first use (this module is only loaded
 * by the sign-in page and the report view, so MSAL never reaches the other pages).
 */
export function getMsalClient(): Promise<IPublicClientApplication> {
  client ??= createStandardPublicClientApplication(msalConfiguration()).catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}
