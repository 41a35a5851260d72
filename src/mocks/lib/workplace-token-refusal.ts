/**
 * The report service's bearer check, shared by every report-service handler (lookup and export): the
 * token must be a workplace (dashboard) token the mock identity provider issued and not expired.
 */
import { decodeJwt } from 'jose';
import type { components } from '@/api/powerbi-reports.gen';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { bearerTokenOf } from './request';

type ReportServiceError = components['schemas']['ReportServiceError'];

/**
 * The scopes Microsoft documents for each call the portal makes (Power BI REST API, "Required Scope"):
 * every group must be granted, by any one of its scopes. Read scopes suffice for all of them, the
 * export to file included, so the portal asks for no write scope (R7.10).
 */
export const REQUIRED_SCOPES = {
  /** Reports - Get Report; Get Export To File Status; Get File Of Export To File. */
  readReport: [['Report.ReadWrite.All', 'Report.Read.All']],
  /** Reports - Export To File: the report's and its dataset's. */
  exportReport: [
    ['Report.ReadWrite.All', 'Report.Read.All'],
    ['Dataset.ReadWrite.All', 'Dataset.Read.All'],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

/** The first scope group `token`'s `scp` grants none of, or null when it grants them all. */
function missingScope(token: string, required: readonly (readonly string[])[]): readonly string[] | null {
  const granted = new Set(String(decodeJwt(token).scp ?? '').split(' '));
  return required.find((anyOf) => !anyOf.some((scope) => granted.has(scope))) ?? null;
}

/**
 * The 401 body the service answers for this request's token, or null when the token is accepted:
 * one the identity provider issued, not expired, whose scopes the call needs (`required`).
 */
export async function workplaceTokenRefusal(
  request: Request,
  required: readonly (readonly string[])[],
): Promise<ReportServiceError | null> {
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
  const missing = missingScope(token, required);
  if (missing) {
    return {
      error: {
        code: 'PowerBINotAuthorizedException',
        message: `The access token lacks the required scope: ${missing.join(' or ')}`,
      },
    };
  }
  return null;
}
