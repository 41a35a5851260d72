/**
 * The one error type every API call rejects with. `message` is the server's own text when it sent
 * one: login uses `errorReponse` (sic), change password `errorResponse`, password recovery `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Why it failed: an HTTP answer, no answer, none in time, or one that could not be read. */
  readonly reason: 'http' | 'network' | 'timeout' | 'unreadable';

  constructor(status: number, message: string, body: unknown = null, reason: ApiError['reason'] = 'http') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.reason = reason;
  }
}

const SERVER_MESSAGE_FIELDS = ['errorReponse', 'errorResponse', 'message'] as const;

/** The server's message field from an error body, or null when it sent none. */
export function serverMessageOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  for (const field of SERVER_MESSAGE_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  const nested = (body as { error?: { message?: unknown } }).error?.message;
  return typeof nested === 'string' && nested.trim() !== '' ? nested : null;
}

export function toApiError(status: number, body: unknown): ApiError {
  return new ApiError(status, serverMessageOf(body) ?? `Request failed with status ${status}`, body);
}

/** A failure without an answer to read, as status 0, keeping what was thrown as its cause. */
function withoutAnswer(reason: 'network' | 'unreadable', message: string, cause: unknown): ApiError {
  const error = new ApiError(0, message, null, reason);
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** Wraps a thrown fetch failure (no HTTP answer) as status 0. */
export function networkError(cause: unknown): ApiError {
  return withoutAnswer('network', 'The server could not be reached. Check your connection and try again.', cause);
}

/** An answer whose body could not be read (not the JSON it claimed to be). */
export function unreadableAnswerError(cause: unknown): ApiError {
  return withoutAnswer('unreadable', 'The server sent an answer the portal could not read. Try again later.', cause);
}

/** A call the server did not answer in time: handled like a network fault (status 0). */
export function timeoutError(): ApiError {
  return new ApiError(0, 'The server did not answer in time. Check your connection and try again.', null, 'timeout');
}
