import { demoUser } from './demo-users';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token-shaped JWT with these claims: the app decodes tokens but never verifies them, the server does. */
export function encodeUnsignedJwt(claims: Record<string, unknown>): string {
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url(claims), 'c2lnbmF0dXJl'].join('.');
}

/**
 * An unsigned-looking JWT with the demo user's claims (tests only): the app decodes tokens but
 * never verifies them, the server does. `expiresInS` may be negative for an expired token.
 */
export function makeToken({
  expiresInS = 3600,
  claims = {},
}: { expiresInS?: number; claims?: Record<string, unknown> } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const { id: _id, ...user } = demoUser;
  return encodeUnsignedJwt({ id: 1, ...user, iat: now, exp: now + expiresInS, ...claims });
}

/** Writes `oa_user_info` as the app does after sign-in. */
export function storeUserInfo(
  accessToken: string,
  user: Record<string, unknown> = demoUser as unknown as Record<string, unknown>,
) {
  localStorage.setItem('oa_user_info', JSON.stringify({ ...user, accessToken }));
}
