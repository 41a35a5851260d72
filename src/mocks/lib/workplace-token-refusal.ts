/**
 * The report service's bearer check, shared by every report-service handler (lookup and export): the
 * token must be a workplace (dashboard) token the mock identity provider issued and not expired.
 */
import type { components } from '@/api/powerbi-reports.gen';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { bearerTokenOf } from './request';

type ReportServiceError = components['schemas']['ReportServiceError'];

/** The 401 body the service answers for this request's token, or null when the token is accepted. */
export async function workplaceTokenRefusal(request: Request): Promise<ReportServiceError | null> {
  const token = bearerTokenOf(request);
  if (!token) {
    return {
      error: { code: 'PowerBINotAuthorizedException', message: 'Authorization header with a bearer token is required' },
    };
  }
  const tokenState = await checkWorkplaceAccessToken(token);
  if (tokenState === 'expired') {
    return { error: { code: 'TokenExpired', message: 'Access token has expired, resubmit with a new access token' } };
  }
  if (tokenState === 'foreign') {
    return {
      error: { code: 'PowerBINotAuthorizedException', message: 'The access token was not issued for this service' },
    };
  }
  return null;
}
