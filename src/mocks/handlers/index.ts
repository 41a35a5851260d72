import { http, passthrough } from 'msw';
import { createRequestGate } from '../contract/request-gate';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { mockApiBaseUrl, mockReportServiceUrl } from './http';
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

/**
 * For a service worker, first of all: what is not the backend's (the app's chunks, pages, pictures)
 * goes on at once. Without it MSW matched every such request against every handler, reading the
 * cookies for each, on the page's main thread: some 500 ms of a report page's opening at 4x
 * slowdown (docs/performance.md). The identity provider's token endpoint is a POST, never let through
 * here. Not for the mock server, to which every request is the backend's (an unknown path is a 404).
 */
export const passThroughWhatIsNotTheBackend = http.get(
  ({ request }) => !isBackendUrl(request.url),
  () => passthrough(),
);

/** A request to the mock backend or report service, which the handlers answer. */
export function isBackendUrl(url: string): boolean {
  return url.startsWith(`${mockApiBaseUrl}/`) || url.startsWith(`${mockReportServiceUrl}/`);
}

export { mockApiBaseUrl, mockReportServiceUrl } from './http';
