import { describe, expect, it } from 'vitest';
import { accountMenuEntries } from './account-menu';
import { isAccountSlug } from './account-slugs';

describe('isAccountSlug', () => {
  it('knows the two account pages', () => {
    expect(isAccountSlug('view-profile')).toBe(true);
    expect(isAccountSlug('change-password')).toBe(true);
  });

  it.each(['', 'profile', 'View-Profile', 'change-password/extra'])('rejects %j', (slug) => {
    expect(isAccountSlug(slug)).toBe(false);
  });

  it('matches the menu entries (title, url, icon)', () => {
    expect(accountMenuEntries.map(({ title, url }) => [title, url])).toEqual([
      ['Your Profile', '/account/view-profile'],
      ['Change Password', '/account/change-password'],
    ]);
    for (const entry of accountMenuEntries) expect(entry.icon).toBeTruthy();
  });
});
