import type { components } from '@/api/schema.gen';
import { decodeJwtPayload } from '@/shared/jwt/decode-jwt';

/**
 * The signed-in user (R3.1): the contract's UserInfo, except that `id` only comes from the
 * server session call (a token's claims may lack it).
 */
export type SessionUser = Omit<components['schemas']['UserInfo'], 'id'> & { id?: number };

/** What `oa_user_info` holds: the user plus the signed token it came from. */
export interface StoredUserInfo extends SessionUser {
  accessToken: string;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function nullableString(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Builds a user from token claims or a server `userInfo`, tolerating missing fields. */
export function toSessionUser(source: Record<string, unknown>): SessionUser {
  return {
    ...(typeof source.id === 'number' ? { id: source.id } : {}),
    company: stringOr(source.company, ''),
    username: stringOr(source.username, ''),
    fname: stringOr(source.fname, ''),
    lname: stringOr(source.lname, ''),
    role: stringOr(source.role, '') || 'Unknown',
    email: nullableString(source.email),
    phone: nullableString(source.phone),
    picture: nullableString(source.picture),
  };
}

const TEXT_CLAIMS = ['company', 'fname', 'lname', 'role'] as const;
const NULLABLE_CLAIMS = ['email', 'phone', 'picture'] as const;

/** Claims a user can be read from: a username, a numeric `exp`, and text (or nothing) where text goes. */
function hasUserShape(claims: Record<string, unknown>): boolean {
  const isTextOrAbsent = (value: unknown) => value === undefined || typeof value === 'string';
  const isNullableText = (value: unknown) => isTextOrAbsent(value) || value === null || typeof value === 'number';
  return (
    typeof claims.username === 'string' &&
    claims.username !== '' &&
    typeof claims.exp === 'number' &&
    Number.isFinite(claims.exp) &&
    TEXT_CLAIMS.every((name) => isTextOrAbsent(claims[name])) &&
    NULLABLE_CLAIMS.every((name) => isNullableText(claims[name]))
  );
}

/**
 * The user carried by a signed token, or null if the token is not a readable JWT with a user (a
 * tampered token whose name is an object is refused, not shown as "Hello [object Object]").
 */
export function userFromToken(accessToken: string): SessionUser | null {
  const claims = decodeJwtPayload(accessToken);
  if (!claims || !hasUserShape(claims)) return null;
  return toSessionUser(claims);
}

export function isStoredUserInfo(value: unknown): value is StoredUserInfo {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { accessToken?: unknown }).accessToken === 'string' &&
    typeof (value as { username?: unknown }).username === 'string'
  );
}
