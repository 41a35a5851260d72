import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { recoveryHandlers } from './recovery';
import { reportHandlers } from './reports';

/** Every handler of the mock backend: the whole of openapi/portal.yaml. */
export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...recoveryHandlers,
  ...activityHandlers,
  ...reportHandlers,
];

export { mockApiBaseUrl, mockReportServiceUrl } from './http';
