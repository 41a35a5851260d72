/** The contract's one error body (`Error`): status, code, message, plus a legacy field where the portal reads one. */
import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];

/** The legacy field each operation's errors carry (the portal reads it; see the contract's "Errors"). */
export type LegacyField = 'errorReponse' | 'errorResponse' | 'data' | null;

export function errorBody(
  status: number,
  code: ErrorCode,
  message: string,
  legacy: LegacyField = null,
  extra: Pick<ErrorBody, 'errors' | 'attemptsLeft'> = {},
): ErrorBody {
  const body: ErrorBody = { status, code, message, ...extra };
  if (legacy === 'errorReponse') body.errorReponse = message;
  if (legacy === 'errorResponse') body.errorResponse = message;
  if (legacy === 'data') body.data = null;
  return body;
}

/**
 * An error answer. Typed loosely on purpose: openapi-msw's `response(status).json()` narrows per
 * status, while this helper is shared by every handler and the request gate.
 */
export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  legacy: LegacyField = null,
  options: { extra?: Pick<ErrorBody, 'errors' | 'attemptsLeft'>; retryAfterSeconds?: number } = {},
): HttpResponse<ErrorBody> {
  // Errors carry user data at times (the recovery's masked e-mail is not, but the rule is one rule).
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (options.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(options.retryAfterSeconds)));
  }
  return HttpResponse.json(errorBody(status, code, message, legacy, options.extra), { status, headers });
}
