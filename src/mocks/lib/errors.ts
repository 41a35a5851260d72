/** The contract's one error body (`Error`): status, code, message, plus the operation's legacy field. */
import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';
import { CONTRACT_OPERATIONS } from '../contract/operations.gen';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];
/** An operation of openapi/portal.yaml, whose errors these are. */
export type ContractOperationId = (typeof CONTRACT_OPERATIONS)[number]['operationId'];

const LEGACY_FIELD_OF = new Map(
  CONTRACT_OPERATIONS.map((operation) => [operation.operationId, operation.legacyErrorField] as const),
);

/**
 * The error body of `operationId`: with the legacy field its error schemas require (the portal reads
 * it; contract "Errors"): the message again as `errorReponse` or `errorResponse`, or `data: null`.
 */
export function errorBody(
  operationId: ContractOperationId,
  status: number,
  code: ErrorCode,
  message: string,
  extra: Pick<ErrorBody, 'errors' | 'attemptsLeft'> = {},
): ErrorBody {
  const body: ErrorBody = { status, code, message, ...extra };
  const legacy = LEGACY_FIELD_OF.get(operationId);
  if (legacy === 'data') body.data = null;
  else if (legacy) body[legacy] = message;
  return body;
}

/**
 * An error answer of `operationId`. Typed loosely on purpose: openapi-msw's `response(status).json()`
 * narrows per status, while this helper is shared by every handler and the request gate.
 */
export function errorResponse(
  operationId: ContractOperationId,
  status: number,
  code: ErrorCode,
  message: string,
  options: { extra?: Pick<ErrorBody, 'errors' | 'attemptsLeft'>; retryAfterSeconds?: number } = {},
): HttpResponse<ErrorBody> {
  // Errors carry user data at times (the recovery's masked e-mail is not, but the rule is one rule).
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (options.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(options.retryAfterSeconds)));
  }
  return HttpResponse.json(errorBody(operationId, status, code, message, options.extra), { status, headers });
}
