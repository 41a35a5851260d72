/** The operations of openapi/portal.yaml (and getReport of powerbi-reports.yaml), by operationId, with what the mock tools panel shows. */
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
  { id: 'getReport', label: 'Report lookup', method: 'GET', path: '/v1.0/myorg/reports/{reportId}' },
] as const;

export type MockOperationId = (typeof MOCK_OPERATIONS)[number]['id'];

/** What a faulty operation does instead of its normal answer. */
export const MOCK_FAULTS = [
  'none',
  'http-500',
  'network-error',
  'delay-3s',
  'delay-10s',
  'no-answer',
  'malformed-json',
] as const;
export type MockFault = (typeof MOCK_FAULTS)[number];

export const MOCK_FAULT_LABELS: Record<MockFault, string> = {
  none: 'None',
  'http-500': 'HTTP 500',
  'network-error': 'Network error',
  'delay-3s': '3 s delay',
  'delay-10s': '10 s delay',
  'no-answer': 'Never answers',
  'malformed-json': 'Malformed JSON',
};

export function isMockOperationId(value: unknown): value is MockOperationId {
  return MOCK_OPERATIONS.some((operation) => operation.id === value);
}

export function isMockFault(value: unknown): value is MockFault {
  return (MOCK_FAULTS as readonly unknown[]).includes(value);
}
