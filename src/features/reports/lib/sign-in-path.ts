import { workplaceSignIn } from '@/config';

/** The dashboard sign-in route, `/{identity-provider}/oauth2/v2.0/authorize`. */
export function dashboardSignInPath(segment = workplaceSignIn.identityProviderSegment): string {
  return `/${encodeURIComponent(segment)}/oauth2/v2.0/authorize`;
}
