import { lastKnownReturnPath, readSession } from '@/session';
import { safeReturnPath } from '@/shared/browser/app-paths';

/**
 * Where "Go Back" and a finished sign-in lead: the path saved before dashboard sign-in, else the last
 * known path (the sign-in route is never stored as such), else /home. Both come from storage, so
 * only this app's own paths are accepted.
 */
export function returnPath(saved: string | null): string {
  return safeReturnPath(saved) ?? lastKnownReturnPath(readSession().signedInAs?.username ?? null);
}
