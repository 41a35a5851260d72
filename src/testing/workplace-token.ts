import { workplaceSignIn } from '@/config';
import { issueAccessToken } from '@/mocks/identity/tokens';

/**
 * A dashboard token as the mock workplace identity provider issues it for the portal's scopes
 * (negative lifetime: expired; `scope`: another request's scopes, full URIs as MSAL sends them).
 */
export function workplaceToken(lifetimeS = 3600, scope = workplaceSignIn.scopes.join(' ')): Promise<string> {
  return issueAccessToken(
    {
      clientId: 'portal',
      scope,
      account: { name: 'Jordan Avery', email: 'jordan.avery@example.com', company: 'Evergreen Life' },
    },
    lifetimeS,
  );
}
