/**
 * The operations of openapi/portal.yaml and of powerbi-reports.yaml (Microsoft's report service,
 * marked `reportService`: its errors have their own shape), by operationId, with what the mock tools
 * panel shows.
 */
export const MOCK_OPERATIONS = [
  { id: 'login', label: 'Sign in', method: 'POST', path: '/{provider}/login' },
  { id: 'getToken', label: 'Get token', method: 'POST', path: '/get-token' },
  { id: 'getSession', label: 'Get session', method: 'POST', path: '/get-session' },
  { id: 'authUserSession', label: 'Session check', method: 'POST', path: '/auth-user-session' },
  { id: 'userSessionLogout', label: 'Session logout', method: 'POST', path: '/user-session-logout' },
  { id: 'changePassword', label: 'Change password', method: 'POST', path: '/change-password' },
  { id: 'updateProfile', label: 'Update profile', method: 'POST', path: '/update-profile' },
  { id: 'uploadProfilePicture', label: 'Upload picture', method: 'POST', path: '/upload-profile-picture' },
  { id: 'getProfilePicture', label: 'Serve picture', method: 'GET', path: '/profile-pictures/{pictureId}/image' },
  { id: 'requestPasswordRecovery', label: 'Send recovery code', method: 'POST', path: '/forgot-password' },
  { id: 'verifyRecoveryCode', label: 'Verify recovery code', method: 'POST', path: '/security-authentication' },
  { id: 'resetForgottenPassword', label: 'Reset password', method: 'PUT', path: '/forgot-password' },
  { id: 'logActivity', label: 'Activity log', method: 'POST', path: '/{provider}/activity' },
  {
    id: 'getReport',
    label: 'Report lookup',
    method: 'GET',
    path: '/v1.0/myorg/reports/{reportId}',
    reportService: true,
  },
  {
    id: 'exportToFile',
    label: 'Start export',
    method: 'POST',
    path: '/v1.0/myorg/reports/{reportId}/ExportTo',
    reportService: true,
  },
  {
    id: 'getExportToFileStatus',
    label: 'Export status',
    method: 'GET',
    path: '/v1.0/myorg/reports/{reportId}/exports/{exportId}',
    reportService: true,
  },
  {
    id: 'getFileOfExportToFile',
    label: 'Export file',
    method: 'GET',
    path: '/v1.0/myorg/reports/{reportId}/exports/{exportId}/file',
    reportService: true,
  },
] as const;

export type MockOperationId = (typeof MOCK_OPERATIONS)[number]['id'];

/** Whether the operation is the report service's (Microsoft's error shape), not the carrier's. */
export function isReportServiceOperation(operationId: MockOperationId): boolean {
  return MOCK_OPERATIONS.some((operation) => operation.id === operationId && 'reportService' in operation);
}

/** What any faulty operation can do instead of its normal answer (applied by `withFault`). */
const GENERIC_FAULTS = [
  'none',
  'http-500',
  'network-error',
  'delay-3s',
  'delay-10s',
  'no-answer',
  'malformed-json',
] as const;

/**
 * Faults only one operation has, applied by its handler: `job-failed` starts export jobs that end
 * `Failed` part-way, as the real service's jobs do when rendering fails (every call answers normally).
 */
const OWN_FAULTS = { exportToFile: ['job-failed'] } as const satisfies Partial<
  Record<MockOperationId, readonly string[]>
>;

/** Every fault of any operation. */
export const MOCK_FAULTS = [...GENERIC_FAULTS, ...Object.values(OWN_FAULTS).flat()] as const;
export type MockFault = (typeof GENERIC_FAULTS)[number] | (typeof OWN_FAULTS)[keyof typeof OWN_FAULTS][number];

/** The faults the operation can be switched to (the panel offers these). */
export function faultsOf(operationId: MockOperationId): readonly MockFault[] {
  const own: readonly MockFault[] = operationId in OWN_FAULTS ? OWN_FAULTS[operationId as keyof typeof OWN_FAULTS] : [];
  return [...GENERIC_FAULTS, ...own];
}

export const MOCK_FAULT_LABELS: Record<MockFault, string> = {
  none: 'None',
  'http-500': 'HTTP 500',
  'network-error': 'Network error',
  'delay-3s': '3 s delay',
  'delay-10s': '10 s delay',
  'no-answer': 'Never answers',
  'malformed-json': 'Malformed JSON',
  'job-failed': 'Export job fails',
};

export function isMockOperationId(value: unknown): value is MockOperationId {
  return MOCK_OPERATIONS.some((operation) => operation.id === value);
}

export function isMockFault(value: unknown): value is MockFault {
  return (MOCK_FAULTS as readonly unknown[]).includes(value);
}
