import { createRequestGate } from '../contract/request-gate';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { mockApiBaseUrl } from './http';
import { recoveryHandlers } from './recovery';
import { reportExportHandlers } from './report-exports';
import { reportHandlers } from './reports';
import { savedViewHandlers } from './saved-views';
import { identityHandlers } from '../identity/token-endpoint';

/**
 * Every handler of the mock backend: the whole of openapi/portal.yaml (plus the report lookup and
 * the export to file of powerbi-reports.yaml). The request gate comes first: it answers 400 to a
 * request that breaks the contract and lets valid ones through to their handler.
 */
export const handlers = [
  createRequestGate(mockApiBaseUrl),
  ...authHandlers,
  ...accountHandlers,
  ...recoveryHandlers,
  ...activityHandlers,
  ...savedViewHandlers,
  ...reportHandlers,
  ...reportExportHandlers,
  // The mock workplace identity provider's token endpoint (not part of the portal contract).
  ...identityHandlers,
];

export { mockApiBaseUrl, mockReportServiceUrl } from './http';
