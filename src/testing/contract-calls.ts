/**
 * Test helpers: call the mock backend through the app's real openapi-fetch client and check every
 * answer against the contract. Each checked call is recorded, so a test file can prove it covered
 * every operation with both a success and an error answer.
 */
import { expect } from 'vitest';
import { apiClient } from '@/api/client';
import { decodeJwtPayload } from '@/shared/jwt/decode-jwt';
import { assertDeclaredMediaType, assertMatchesContract, assertMatchesSchema } from './openapi-contract';

interface FetchResult {
  response: Response;
  data?: unknown;
  error?: unknown;
}

export interface CheckedResult<R extends FetchResult> {
  result: R;
  status: number;
  /** The parsed JSON body, whatever the status. */
  body: unknown;
}

/** Every (operationId, status) checked so far in this test file. */
export const checkedCalls: { operationId: string; status: number }[] = [];

/** Awaits an openapi-fetch call and fails unless the answer is JSON the contract declares for it. */
export async function checked<R extends FetchResult>(operationId: string, call: Promise<R>): Promise<CheckedResult<R>> {
  const result = await call;
  const { status } = result.response;
  const mediaType = (result.response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const body = result.response.ok ? result.data : result.error;
  // A binary answer (the served picture) is checked for its declared media type only.
  if (mediaType === 'application/json') await assertMatchesContract(operationId, status, body);
  else await assertDeclaredMediaType(operationId, status, mediaType);
  checkedCalls.push({ operationId, status });
  return { result, status, body };
}

/** The body as a plain record, for assertions on its fields. */
export function fieldsOf(body: unknown): Record<string, unknown> {
  expect(body).toBeTypeOf('object');
  return body as Record<string, unknown>;
}

/** Signs in through the client; returns the access token (fails the test on anything but 200). */
export async function signIn(username: string, password: string, rememberMe = false): Promise<string> {
  const { status, body } = await checked(
    'login',
    apiClient.POST('/{provider}/login', {
      params: { path: { provider: 'portal' } },
      body: { username, password, rememberMe },
    }),
  );
  expect(status).toBe(200);
  const { accessToken } = fieldsOf(body);
  expect(accessToken).toBeTypeOf('string');
  return accessToken as string;
}

/** The verified shape of a token's payload (fails unless it is the contract's TokenClaims). */
export async function claimsOf(token: string): Promise<Record<string, unknown>> {
  const claims = decodeJwtPayload(token);
  expect(claims).not.toBeNull();
  await assertMatchesSchema('TokenClaims', claims);
  return claims as Record<string, unknown>;
}

/**
 * Stores the token as the app does (`oa_user_info` = user data + accessToken), so the client's
 * middleware sends it as the bearer token.
 */
export async function storeToken(token: string): Promise<void> {
  const { iat: _iat, exp: _exp, ...user } = await claimsOf(token);
  localStorage.setItem('oa_user_info', JSON.stringify({ ...user, accessToken: token }));
}

/**
 * Ends the session (MSW's cookie store drops `oa_session`); the tokens of that session are refused
 * from then on (the contract's revocation rules).
 */
export async function endCookieSession(): Promise<void> {
  const { status } = await checked(
    'userSessionLogout',
    apiClient.POST('/user-session-logout', { body: { session_token: 'oa_user_info' } }),
  );
  expect(status).toBe(200);
}
