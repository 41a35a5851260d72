import { writeMockDb, type MockDbState } from '../db';
import { messages } from '../lib/constants';
import { errorResponse, type ContractOperationId } from '../lib/errors';
import { identifyCaller, touchSession, type Caller } from '../lib/session';

/**
 * Runs `answer` with the signed-in caller inside one write, or answers 401: the start of every
 * operation that acts for the person signed in (their session's idle time restarts).
 */
export function asCaller(
  operationId: ContractOperationId,
  request: Request,
  cookies: Record<string, string>,
  answer: (db: MockDbState, caller: Caller) => Response | Promise<Response>,
): Promise<Response> {
  return writeMockDb(async (db) => {
    const caller = await identifyCaller(db, request, cookies);
    if (!caller) return errorResponse(operationId, 401, 'UNAUTHENTICATED', messages.notLoggedIn);
    touchSession(caller.session);
    return answer(db, caller);
  });
}
