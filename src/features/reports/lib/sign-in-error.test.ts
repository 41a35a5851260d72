import { describe, expect, it } from 'vitest';
import { isPortalUsersAccount, workplaceAccountEmail } from './sign-in-error';

const account = {
  username: 'Jordan.Avery@example.com',
  idTokenClaims: { email: 'jordan@evergreen.example', upn: 'javery@evergreen.example' },
};

describe("telling the portal user's workplace account", () => {
  it('compares the configured claim with the portal e-mail, case aside', () => {
    expect(isPortalUsersAccount(account, 'jordan.avery@example.com', 'preferred_username')).toBe(true);
    expect(isPortalUsersAccount(account, 'jordan@evergreen.example', 'preferred_username')).toBe(false);
    expect(isPortalUsersAccount(account, 'jordan@evergreen.example', 'email')).toBe(true);
    expect(isPortalUsersAccount(account, 'JAVERY@evergreen.example', 'upn')).toBe(true);
    expect(workplaceAccountEmail(account, 'upn')).toBe('javery@evergreen.example');
  });

  it('refuses when there is nothing to compare: no portal e-mail, or no such claim in the token', () => {
    expect(isPortalUsersAccount(account, null, 'preferred_username')).toBe(false);
    expect(isPortalUsersAccount(account, '  ', 'preferred_username')).toBe(false);
    expect(isPortalUsersAccount({ username: 'jordan.avery@example.com' }, 'jordan.avery@example.com', 'email')).toBe(
      false,
    );
    expect(isPortalUsersAccount(null, 'jordan.avery@example.com', 'preferred_username')).toBe(false);
  });
});
