import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { workplaceSignIn } from '@/config';
import { issueAccessToken } from '@/mocks/identity/tokens';
import { installMockReportHost } from '@/mocks/report-host/register';
import { useSessionStore } from '@/session/session-store';
import { writeTokenInfo } from '@/session/workplace/token-info';
import { stubMsalClient } from './msal-client-stub';
import { jordanAvery } from './story-fixtures';

/** Jordan's workplace account, as MSAL holds it after the dashboard sign-in. */
export const jordansWorkplaceAccount = {
  homeAccountId: 'story.account',
  username: 'jordan.avery@example.com',
} as AccountInfo;

/** A workplace sign-in as MSAL would hold it, without a popup: stories start signed in (or not). */
export function storyMsal(accounts: AccountInfo[] = [jordansWorkplaceAccount]): IPublicClientApplication {
  return stubMsalClient({
    getAllAccounts: () => accounts,
    getActiveAccount: () => accounts[0] ?? null,
    setActiveAccount: () => undefined,
  });
}

/**
 * A story loader: the mock report host in the page, and Jordan signed in to the dashboards, with a
 * workplace token of an hour stored as his (`token_info`). The token is kept as the portal user's: the
 * preview's decorator signs the same user in after the loaders.
 */
export async function signInJordanToDashboards(): Promise<void> {
  installMockReportHost();
  const accessToken = await issueAccessToken(
    {
      clientId: workplaceSignIn.clientId,
      scope: workplaceSignIn.scopes.join(' '),
      account: { name: 'Jordan Avery', email: 'jordan.avery@example.com', company: 'Evergreen Life' },
    },
    3600,
  );
  useSessionStore.getState().signedIn(jordanAvery);
  writeTokenInfo({ accessToken, expiresOn: new Date(Date.now() + 3600_000).toISOString() });
}
