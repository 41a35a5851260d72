import { accountMenuEntries, type AccountMenuEntry } from './account-menu';

export type AccountSlug = AccountMenuEntry['slug'];

/** True for the account pages that exist (`view-profile`, `change-password`); anything else is not found. */
export function isAccountSlug(slug: string): slug is AccountSlug {
  return accountMenuEntries.some((entry) => entry.slug === slug);
}

export function accountMenuEntryOf(slug: AccountSlug): AccountMenuEntry {
  const entry = accountMenuEntries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No account menu entry for ${slug}`);
  return entry;
}
