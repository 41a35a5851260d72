/**
 * The workplace directory of the cross-site identity stand-in: the tenant's accounts and the one
 * password they share. The portal's seed users with an e-mail have a workplace account under that
 * e-mail (as a carrier's staff have), and one account belongs to nobody in the portal, so a test can
 * sign in to the workplace as somebody else.
 */
import { SEED_USERS } from '../db/seed';
import type { WorkplaceAccount } from '../identity/tokens';

/** The password of every account of the stand-in's directory (a test fixture, not a secret). */
export const WORKPLACE_PASSWORD = 'Workplace#2024';

/** A workplace account with no portal account. */
export const OUTSIDE_ACCOUNT: WorkplaceAccount = {
  name: 'Taylor Reed',
  email: 'taylor.reed@example.com',
  company: 'Evergreen Life',
};

export const WORKPLACE_DIRECTORY: readonly WorkplaceAccount[] = [
  ...SEED_USERS.flatMap((user) =>
    user.email ? [{ name: `${user.fname} ${user.lname}`, email: user.email, company: user.company }] : [],
  ),
  OUTSIDE_ACCOUNT,
];

export function directoryAccount(email: string): WorkplaceAccount | undefined {
  return WORKPLACE_DIRECTORY.find((account) => account.email.toLowerCase() === email.trim().toLowerCase());
}
