import type { SessionUser } from '@/shared/user/user';

/**
 * What follows the first name in the account pages' title. Kept here, not with the other account
 * texts: the shell names every page, and would otherwise download all of them (the /home budget).
 */
export const ACCOUNT_PAGE_TITLE_SUFFIX = 'Account Settings';

/** The account pages' title: the user's first name plus "Account Settings" (R2.27). */
export function accountPageTitle(user: Pick<SessionUser, 'fname'> | null): string {
  return `${user?.fname ?? ''} ${ACCOUNT_PAGE_TITLE_SUFFIX}`.trim();
}
