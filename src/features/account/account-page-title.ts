import type { SessionUser } from '@/shared/session/user';
import { accountTexts } from './constants';

/** The account pages' title: the user's first name plus "Account Settings" (R2.27). */
export function accountPageTitle(user: Pick<SessionUser, 'fname'> | null): string {
  return `${user?.fname ?? ''} ${accountTexts.pageTitleSuffix}`.trim();
}
