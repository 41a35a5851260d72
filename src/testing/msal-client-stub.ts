import { Logger, stubbedPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';

/**
 * An MSAL client that talks to no identity provider, for tests and stories: MSAL's own stub with the
 * start-up calls msal-react makes answered; `overrides` gives it accounts, a popup, a silent renewal.
 */
export function stubMsalClient<Overrides extends object>(overrides: Overrides): IPublicClientApplication & Overrides {
  return {
    ...stubbedPublicClientApplication,
    initialize: async () => undefined,
    handleRedirectPromise: async () => null,
    initializeWrapperLibrary: () => undefined,
    getLogger: () => new Logger({}),
    addEventCallback: () => 'stub',
    ...overrides,
  } as unknown as IPublicClientApplication & Overrides;
}
