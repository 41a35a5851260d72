import { BrowserCacheLocation, LogLevel, type Configuration } from '@azure/msal-browser';
import { workplaceSignIn, type WorkplaceSignInConfig } from '@/config';
import { storedUserInfoArea } from '@/session';

/**
 * MSAL's cache lives where the portal session's record does: localStorage for a remembered sign-in,
 * this tab's sessionStorage otherwise (a session cookie sign-in has no record: sessionStorage too), so
 * a closed tab or a browser restart, which ends an un-remembered portal session, ends the workplace
 * accounts and tokens with it. The session's end clears both areas anyway.
 */
function cacheLocation(): BrowserCacheLocation {
  return storedUserInfoArea() === 'local' ? BrowserCacheLocation.LocalStorage : BrowserCacheLocation.SessionStorage;
}

/** MSAL's configuration from the environment (see `.env.example`). */
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
    cache: { cacheLocation: cacheLocation() },
    system: {
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        // MSAL's own log lines go to the console; what failed is said by the sign-in page (R8.6).
        loggerCallback: (level, message, containsPii) => {
          if (containsPii) return;
          if (level === LogLevel.Error) console.error(`[workplace sign-in] ${message}`);
          else if (level === LogLevel.Warning) console.warn(`[workplace sign-in] ${message}`);
        },
      },
    },
  };
}
