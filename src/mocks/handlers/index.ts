import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { recoveryHandlers } from './recovery';
import { reportHandlers } from './reports';
import { identityHandlers } from '../identity/token-endpoint';

/** Every handler of the mock backend: the whole of openapi/portal.yaml. */
export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...recoveryHandlers,
  ...activityHandlers,
  ...reportHandlers,
  // The mock workplace identity provider's token endpoint (not part of the portal contract).
  ...identityHandlers,
];

export { mockApiBaseUrl, mockReportServiceUrl } from './http';
