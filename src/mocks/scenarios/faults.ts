/**
 * Fault injection: per operation, the mock answers normally, with HTTP 500, with a network error,
 * with a body that is not JSON, after 3 or 10 seconds, or never. Settings live in the mock db (so they persist in the browser and are cleared by
 * `resetMockDb()`), and every handler is wrapped in `withFault`.
 */
import { delay, HttpResponse } from 'msw';
import { readMockDb, writeMockDb } from '../db';
import { messages } from '../lib/constants';
import { isReportServiceOperation, MOCK_OPERATIONS, type MockFault, type MockOperationId } from './operations';

/** The delay of the `delay-3s` fault. */
export const FAULT_DELAY_MS = 3000;

/** The delay of the `delay-10s` fault: longer than any patience, shorter than the client's time-out. */
export const LONG_FAULT_DELAY_MS = 10_000;

/** The fault of every operation (`none` when unset). */
export function getMockFaults(): Promise<Record<MockOperationId, MockFault>> {
  return readMockDb((db) => {
    const faults = {} as Record<MockOperationId, MockFault>;
    for (const { id } of MOCK_OPERATIONS) faults[id] = db.faults[id] ?? 'none';
    return faults;
  });
}

export function setMockFault(operationId: MockOperationId, fault: MockFault): Promise<void> {
  return writeMockDb((db) => {
    const { [operationId]: _previous, ...others } = db.faults;
    db.faults = fault === 'none' ? others : { ...others, [operationId]: fault };
  });
}

export function clearMockFaults(): Promise<void> {
  return writeMockDb((db) => {
    db.faults = {};
  });
}

/** The operation's fault (`none` when unset); handlers read it for the faults only they apply. */
export function getMockFault(operationId: MockOperationId): Promise<MockFault> {
  return readMockDb((db) => db.faults[operationId] ?? 'none');
}

/**
 * The contract's `InternalServerError` answer of `operationId` (an `Error`), declared on every
 * operation; the report service is Microsoft's API, with its own error shape (powerbi-reports.yaml).
 */
export function internalServerError(operationId: MockOperationId) {
  const body = isReportServiceOperation(operationId)
    ? { error: { code: 'InternalServerError', message: messages.internalServerError } }
    : { status: 500, code: 'INTERNAL_ERROR', message: messages.internalServerError };
  return noStore(HttpResponse.json(body, { status: 500 }));
}

/** Wraps a resolver so the operation's fault applies first. */
export function withFault<Info, Result>(
  operationId: MockOperationId,
  resolver: (info: Info) => Result,
): (info: Info) => Promise<Awaited<Result>> {
  return async (info: Info): Promise<Awaited<Result>> => {
    const fault = await getMockFault(operationId);
    // The fault answers are valid for every operation but not of each operation's own body type.
    if (fault === 'http-500') return internalServerError(operationId) as Awaited<Result>;
    if (fault === 'network-error') return HttpResponse.error() as Awaited<Result>;
    if (fault === 'malformed-json') {
      // A broken server or proxy: 200, JSON content type, a body that is not JSON.
      return new HttpResponse('{"status": 200, "accessTok', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      }) as Awaited<Result>;
    }
    if (fault === 'delay-3s') await delay(FAULT_DELAY_MS);
    if (fault === 'delay-10s') await delay(LONG_FAULT_DELAY_MS);
    // A server that never answers: only the client's time-out ends the call.
    if (fault === 'no-answer') await delay('infinite');
    return noStore(await resolver(info)) as Awaited<Result>;
  };
}

/**
 * Every JSON answer carries `Cache-Control: no-store` (contract: "Conventions"): they hold tokens or
 * user data, which no browser or proxy cache may keep. The pictures keep their own caching.
 */
function noStore<T>(result: T): T {
  if (result instanceof Response && /json/i.test(result.headers.get('content-type') ?? '')) {
    result.headers.set('Cache-Control', 'no-store');
  }
  return result;
}
