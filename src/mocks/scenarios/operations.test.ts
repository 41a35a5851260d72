import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPORT_CONTRACT_PATH } from '@/testing/openapi-contract';
import { faultsOf, isMockFault, isReportServiceOperation, MOCK_FAULT_LABELS, MOCK_OPERATIONS } from './operations';

describe('the faults each operation offers', () => {
  it('gives every operation the generic faults and only exportToFile the failing export job', () => {
    for (const { id } of MOCK_OPERATIONS) {
      expect(faultsOf(id)).toEqual(expect.arrayContaining(['none', 'http-500', 'network-error', 'no-answer']));
      expect(faultsOf(id).includes('job-failed')).toBe(id === 'exportToFile');
    }
    expect(isMockFault('job-failed')).toBe(true);
    expect(MOCK_FAULT_LABELS['job-failed']).toBe('Export job fails');
  });

  it('marks exactly the operations of powerbi-reports.yaml as the report service’s (Microsoft’s error shape)', () => {
    const contract = parse(readFileSync(REPORT_CONTRACT_PATH, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const contractIds = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    const marked = MOCK_OPERATIONS.filter(({ id }) => isReportServiceOperation(id)).map(({ id }) => id);
    expect(marked.sort()).toEqual(contractIds.sort());
  });
});
