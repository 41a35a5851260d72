import { issueAccessToken } from '@/mocks/identity/tokens';

/** A dashboard token as the mock workplace identity provider issues it (negative lifetime: expired). */
export function workplaceToken(lifetimeS = 3600): Promise<string> {
  return issueAccessToken(
    {
      clientId: 'portal',
      scope: 'Report.ReadWrite.All',
      account: { name: 'Jordan Avery', email: 'jordan.avery@example.com', company: 'Evergreen Life' },
    },
    lifetimeS,
  );
}
