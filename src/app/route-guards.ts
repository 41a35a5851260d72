import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router';

/**
 * The one rule for pages that need a signed-in user (the shell's pages and the dashboard sign-in
 * page outside it): a signed-out visitor is sent to the login. Call it from a route's beforeLoad.
 */
export function requireSignedIn(context: RouterContext): void {
  if (context.session.status() !== 'logged-in') throw redirect({ to: '/login', replace: true });
}
