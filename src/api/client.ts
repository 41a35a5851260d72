import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/config';
import { ApiError, networkError, timeoutError, toApiError, unreadableAnswerError } from './api-error';
import { SESSION_OPERATIONS } from './operations.gen';
import type { paths as powerBiReportPaths } from './powerbi-reports.gen';
import type { paths } from './schema.gen';

/** The `session_token` field the contract asks for: the name of the key the session is stored under. */
export const SESSION_TOKEN_FIELD = 'oa_user_info';

/**
 * What the client needs from the app, given at start-up (`connectApiClient` in the app layer), so
 * this layer imports nothing above it.
 */
export interface ApiSessionHooks {
  /** The bearer token from the stored user info, or null. */
  getAccessToken: () => string | null;
  /**
   * Renews the stored bearer when it is past its `exp` (settles either way; a refused renewal is the
   * session's end). A call made before the renewal timer could run (the computer slept, a hidden tab's
   * timers were throttled) waits for it instead of being refused with 401, which would end the session.
   */
  renewExpiredToken?: () => Promise<void>;
  /** A call that needs a session was answered 401: the server no longer knows this session. */
  onSessionRejected: () => void;
}

let sessionHooks: ApiSessionHooks = { getAccessToken: () => null, onSessionRejected: () => undefined };

/** Sets the hooks; answers the previous ones (a test puts them back). */
export function setApiSessionHooks(hooks: ApiSessionHooks): ApiSessionHooks {
  const previous = sessionHooks;
  sessionHooks = hooks;
  return previous;
}

/**
 * `METHOD path` of the calls whose 401 means the server no longer knows the session (generated from
 * the contract's `security`). Elsewhere a 401 is an answer to show: a wrong password at sign-in, a
 * recovery step, "not signed in" from the start-up check.
 */
const SESSION_CALLS = new Set(
  SESSION_OPERATIONS.map(({ method, path }) => `${method} ${path}`)
    // The bearer's renewal answers its own 401: at start-up and on a route change it means the
    // session expired (R4.1, R4.3), on the renewal timer that it ended (token-renewal.ts).
    .filter((call) => call !== 'POST /get-token'),
);

/** Adds the bearer token (R6.3) and reports a rejected session. */
const sessionMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    // The renewal's own call goes as it is (it waits for nothing but the session cookie).
    if (schemaPath !== '/get-token') await sessionHooks.renewExpiredToken?.();
    const token = sessionHooks.getAccessToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response, schemaPath }) {
    if (response.status === 401 && SESSION_CALLS.has(`${request.method} ${schemaPath}`)) {
      sessionHooks.onSessionRejected();
    }
    return response;
  },
};

function resolveBaseUrl(base: string): string {
  if (/^https?:\/\//.test(base)) return base;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}${base}`;
}

/**
 * fetch with a deadline: a call that is not answered in full (headers and body) within
 * `config.apiTimeoutMs` is aborted and fails like a network fault, so no spinner or "Signing in..."
 * waits for ever. Aborted, not merely raced: a sign-in answered after the user was told it failed must
 * not still open a cookie session. The body is read here, under the same deadline, because
 * openapi-fetch reads it only after this returns.
 */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(timeoutError()), { once: true });
  });
  timedOut.catch(() => undefined); // observed below; never an unhandled rejection
  const timer = setTimeout(() => controller.abort(), config.apiTimeoutMs);
  try {
    // Look fetch up at call time: a client that captured fetch early would bypass the mock server in tests.
    const response = await Promise.race([globalThis.fetch(request, { signal: controller.signal }), timedOut]);
    const body = await Promise.race([response.arrayBuffer(), timedOut]);
    const { status, statusText, headers } = response;
    // A 204's Response may carry no body at all.
    return new Response(status === 204 || status === 205 || status === 304 ? null : body, {
      status,
      statusText,
      headers,
    });
  } finally {
    clearTimeout(timer);
  }
}

export const apiClient = createClient<paths>({
  baseUrl: resolveBaseUrl(config.apiBaseUrl),
  credentials: 'include',
  fetch: fetchWithTimeout,
});
apiClient.use(sessionMiddleware);

/** Client for the external report service; its bearer token is the dashboard token, passed per call. */
export const reportServiceClient = createClient<powerBiReportPaths>({
  baseUrl: config.reportServiceUrl,
  fetch: fetchWithTimeout,
});

/**
 * Unwraps an openapi-fetch result: returns the data of a 2xx answer, throws an ApiError otherwise.
 * Network failures and time-outs become ApiError with status 0, so callers handle one error type.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    // openapi-fetch parses the body itself: a SyntaxError means an answer came, but not as JSON.
    throw cause instanceof SyntaxError ? unreadableAnswerError(cause) : networkError(cause);
  }
  if (!result.response.ok || result.error !== undefined) throw toApiError(result.response.status, result.error);
  return result.data as T;
}
