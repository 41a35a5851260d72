import type { IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { useEffect, useState, type ReactNode } from 'react';
import { getMsalClient } from '../lib/msal-client';

/**
 * Creates (once per page) and provides the MSAL client; `fallback` shows while it initialises.
 * `instance` lets stories and tests provide their own.
 */
export function WorkplaceMsalProvider({
  children,
  fallback,
  failure,
  instance,
}: {
  children: ReactNode;
  fallback: ReactNode;
  failure: ReactNode;
  instance?: IPublicClientApplication;
}) {
  const [client, setClient] = useState<IPublicClientApplication | null>(instance ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (instance) return undefined;
    let active = true;
    getMsalClient().then(
      (created) => {
        if (active) setClient(created);
      },
      (error: unknown) => {
        console.error('Workplace sign-in could not start', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [instance]);

  if (failed) return <>{failure}</>;
  if (!client) return <>{fallback}</>;
  return <MsalProvider instance={client}>{children}</MsalProvider>;
}
