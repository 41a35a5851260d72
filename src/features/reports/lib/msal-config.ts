import { BrowserCacheLocation, LogLevel, type Configuration } from '@azure/msal-browser';
import { workplaceSignIn, type WorkplaceSignInConfig } from '@/config';

/**
 * MSAL's configuration from the environment (see `.env.example`). The cache lives in localStorage,
 * so sign-out's clearing of browser storage removes the workplace accounts and tokens with it.
 */
export function msalConfiguration(settings: WorkplaceSignInConfig = workplaceSignIn): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: [...settings.knownAuthorities],
      ...(settings.authorityMetadata ? { authorityMetadata: settings.authorityMetadata } : {}),
      redirectUri: settings.redirectUri,
      postLogoutRedirectUri: settings.redirectUri,
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        // Dashboard login errors are only logged to the console (R8.6).
        loggerCallback: (level, message, containsPii) => {
          if (containsPii) return;
          if (level === LogLevel.Error) console.error(`[workplace sign-in] ${message}`);
          else if (level === LogLevel.Warning) console.warn(`[workplace sign-in] ${message}`);
        },
      },
    },
  };
}
