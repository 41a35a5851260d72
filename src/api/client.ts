import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/config';
import { readStoredAccessToken } from '@/shared/session/stored-user-info';
import { ApiError, networkError, toApiError } from './api-error';
import type { paths as powerBiReportPaths } from './powerbi-reports.gen';
import type { paths } from './schema.gen';

/** The `session_token` field the contract asks for: the name of the key the session is stored under. */
export const SESSION_TOKEN_FIELD = 'oa_user_info';

/** Adds the bearer token from the stored user info, when there is one (spec section 6). */
const bearerAuth: Middleware = {
  onRequest({ request }) {
    const token = readStoredAccessToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

function resolveBaseUrl(base: string): string {
  if (/^https?:\/\//.test(base)) return base;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}${base}`;
}

export const apiClient = createClient<paths>({
  baseUrl: resolveBaseUrl(config.apiBaseUrl),
  credentials: 'include',
  // Look fetch up at call time: a client that captured fetch early would bypass the mock server in tests.
  fetch: (request) => globalThis.fetch(request),
});
apiClient.use(bearerAuth);

/** Client for the external report service; its bearer token is the dashboard token, passed per call. */
export const reportServiceClient = createClient<powerBiReportPaths>({
  baseUrl: config.reportServiceUrl,
  fetch: (request) => globalThis.fetch(request),
});

/**
 * Unwraps an openapi-fetch result: returns the data of a 2xx answer, throws an ApiError otherwise.
 * Network failures become ApiError with status 0, so callers handle exactly one error type.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    throw cause instanceof ApiError ? cause : networkError(cause);
  }
  if (!result.response.ok || result.error !== undefined) throw toApiError(result.response.status, result.error);
  return result.data as T;
}
