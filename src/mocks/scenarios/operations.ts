import { CONTRACT_OPERATIONS, REPORT_SERVICE_OPERATIONS } from '../contract/operations.gen';

/**
 * Every operation the mock answers, whose faults the mock tools switch: those of openapi/portal.yaml
 * and of powerbi-reports.yaml (Microsoft's report service, marked `reportService`: its errors have
 * their own shape), each with its `x-label`, method and path, in the contracts' order (generated;
 * nothing to add here for a new operation).
 */
export const MOCK_OPERATIONS = [
  ...CONTRACT_OPERATIONS.map(({ operationId, label, method, path }) => ({
    id: operationId,
    label,
    method,
    path,
    reportService: false,
  })),
  ...REPORT_SERVICE_OPERATIONS.map(({ operationId, label, method, path }) => ({
    id: operationId,
    label,
    method,
    path,
    reportService: true,
  })),
];

export type MockOperationId = (typeof MOCK_OPERATIONS)[number]['id'];

/** Whether the operation is the report service's (Microsoft's error shape), not the carrier's. */
export function isReportServiceOperation(operationId: MockOperationId): boolean {
  return MOCK_OPERATIONS.some((operation) => operation.id === operationId && operation.reportService);
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
