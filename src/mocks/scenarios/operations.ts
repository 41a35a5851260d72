import { CONTRACT_OPERATIONS, REPORT_SERVICE_OPERATIONS } from '../contract/operations.gen';

/**
 * Every operation the mock answers, whose faults the mock tools switch: those of openapi/portal.yaml
 * and the report lookup of powerbi-reports.yaml, each with its `x-label`, method and path, in the
 * contracts' order (generated; nothing to add here for a new operation).
 */
export const MOCK_OPERATIONS = [...CONTRACT_OPERATIONS, ...REPORT_SERVICE_OPERATIONS].map(
  ({ operationId, label, method, path }) => ({ id: operationId, label, method, path }),
);

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
