import { jwtVerify, SignJWT } from 'jose';
import type { components } from '@/api/schema.gen';
import type { MockUser } from '../db/types';
import { ACCESS_TOKEN_MS, TOKEN_AUDIENCE, TOKEN_ISSUER } from './constants';
import { hmacKeyOf, randomHex } from './crypto';

export type TokenClaims = components['schemas']['TokenClaims'];

/**
 * The HS256 key of the MOCK server. It exists only in the mock backend (src/mocks), which production
 * builds never load; a real backend keeps its own key secret on the server. Not a secret.
 */
export const MOCK_JWT_SIGNING_KEY = 'carrier-portal-mock-only-hs256-signing-key-not-a-secret';

const getSigningKey = hmacKeyOf(MOCK_JWT_SIGNING_KEY);

/**
 * The picture URL of an answer: a stored picture is kept as its path (`/profile-pictures/{id}/image`)
 * and each answer builds its URL on that request's public base URL (contract: "Deployment"), so a
 * changed public URL or a second name of the proxy never leaves stale URLs in the database. Other
 * values (the demo seed's same-origin paths) are answered as stored.
 */
export function pictureUrlOf(stored: string | null, publicBaseUrl: string): string | null {
  return stored?.startsWith('/profile-pictures/') ? `${publicBaseUrl}${stored}` : stored;
}

/**
 * The user's data a token carries: no e-mail or phone (contract: `TokenClaims`), so a token read out
 * of Web Storage tells no contact details; the portal takes those from `userInfo`.
 */
export function claimsOf(user: MockUser, publicBaseUrl: string): Omit<TokenClaims, 'iat' | 'exp' | 'sid'> {
  return {
    id: user.id,
    company: user.company,
    username: user.username,
    fname: user.fname,
    lname: user.lname,
    role: user.role || 'Unknown',
    picture: pictureUrlOf(user.picture, publicBaseUrl),
  };
}

/**
 * Signs an access token of session `sid` with the user's current data, issued at `issuedAtMs` and
 * expiring 15 minutes later, or at `sessionEndsAtMs` when the session ends sooner (epoch ms). It
 * carries the picture's URL only, so it stays small. One timestamp gives `iat` and `exp`, so
 * `exp - iat` is exactly the lifetime (contract: `TokenClaims.exp`); a second clock read could fall
 * in the next second.
 */
export async function signAccessToken(
  user: MockUser,
  publicBaseUrl: string,
  sid: string,
  sessionEndsAtMs: number,
  issuedAtMs: number = Date.now(),
): Promise<string> {
  const iat = Math.floor(issuedAtMs / 1000);
  const exp = Math.floor(Math.min(issuedAtMs + ACCESS_TOKEN_MS, sessionEndsAtMs) / 1000);
  return new SignJWT({ ...claimsOf(user, publicBaseUrl), sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomHex(12))
    .sign(await getSigningKey());
}

/**
 * The verified claims (signature, HS256 only, `exp`, issuer and audience checked against Date.now()),
 * or null; with `expired`, a token past its `exp` is verified too (only sign-out takes one: an
 * authentic token ends its session however old). Whether the session `sid` is still live is the
 * caller's check (lib/session.ts).
 */
export async function verifyAccessToken(
  token: string,
  { expired = false } = {},
): Promise<{ userId: number; exp: number; sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await getSigningKey(), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(Date.now()),
      clockTolerance: expired ? Number.MAX_SAFE_INTEGER : 0,
    });
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number' || typeof payload.sid !== 'string') {
      return null;
    }
    return { userId: payload.id, exp: payload.exp, sid: payload.sid };
  } catch {
    return null;
  }
}
