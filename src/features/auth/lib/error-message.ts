import { ApiError, serverMessageOf } from '@/api/api-error';
import { AUTH_TEXT } from '../constants';

/** The login failure text: the server's `errorReponse` (sic), or null when it sent none (R8.1). */
export function loginErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== 'object') return null;
  const message = (error.body as { errorReponse?: unknown }).errorReponse;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** A recovery step failure: the server's `message` field, or the generic text when it sent none. */
export function recoveryErrorOf(error: unknown): string {
  return (error instanceof ApiError ? serverMessageOf(error.body) : null) ?? AUTH_TEXT.somethingWentWrong;
}

/** `attemptsLeft` of a wrong-code answer, when the server sent one. */
export function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.body === null || typeof error.body !== 'object') return null;
  const attemptsLeft = (error.body as { attemptsLeft?: unknown }).attemptsLeft;
  return typeof attemptsLeft === 'number' && Number.isFinite(attemptsLeft) ? Math.max(0, attemptsLeft) : null;
}
