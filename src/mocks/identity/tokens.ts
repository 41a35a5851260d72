/**
 * What the mock identity provider issues and checks: authorization codes (carrying what the token
 * endpoint must verify, so it stays stateless), access tokens for the Power BI API, refresh tokens,
 * id tokens and `client_info`. Codes, access and refresh tokens are HS256 JWTs under a MOCK key (only
 * in src/mocks, never in a production build), so the report service mock can tell its own tokens.
 */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { workplaceSignIn } from '@/config';
import { hmacKeyOf } from '../lib/crypto';

const MOCK_IDP_SIGNING_KEY = 'carrier-portal-mock-identity-provider-key-not-a-secret';
const POWER_BI_AUDIENCE = 'https://analysis.windows.net/powerbi/api';
export const ACCESS_TOKEN_LIFETIME_S = 3600;
export const SHORT_ACCESS_TOKEN_LIFETIME_S = 120;
/** Single-page-app refresh tokens of the real provider live 24 hours. */
const REFRESH_TOKEN_LIFETIME_S = 24 * 3600;
const CODE_LIFETIME_S = 600;

const signingKey = hmacKeyOf(MOCK_IDP_SIGNING_KEY);

/** The workplace account the mock provider signs in: the portal user's name and company. */
export interface WorkplaceAccount {
  name: string;
  email: string;
  company: string;
}

function base64UrlOfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** PKCE S256: base64url(SHA-256(verifier)). */
export async function pkceChallengeOf(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  digest.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A stable object id for an account (the real provider's `oid`/`uid`). */
function objectIdOf(account: WorkplaceAccount): string {
  let hash = 0x811c9dc5;
  for (const char of account.email.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}-5a1e-4c0d-9b7e-${hex}${hex.slice(0, 4)}`;
}

async function sign(claims: JWTPayload, lifetimeS: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + lifetimeS)
    .setJti(crypto.randomUUID())
    .sign(await signingKey());
}

async function verify(token: string, use: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      currentDate: new Date(Date.now()),
    });
    return payload.use === use ? payload : null;
  } catch {
    return null;
  }
}

interface AuthorizationGrant {
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string;
  codeChallenge: string;
  account: WorkplaceAccount;
}

export function issueAuthorizationCode(grant: AuthorizationGrant): Promise<string> {
  return sign({ use: 'code', ...grant }, CODE_LIFETIME_S);
}

export async function redeemAuthorizationCode(code: string): Promise<AuthorizationGrant | null> {
  const payload = await verify(code, 'code');
  if (!payload) return null;
  const { clientId, redirectUri, scope, nonce, codeChallenge, account } = payload as unknown as AuthorizationGrant;
  return { clientId, redirectUri, scope, nonce, codeChallenge, account };
}

export interface RefreshGrant {
  clientId: string;
  scope: string;
  account: WorkplaceAccount;
  /** When the user signed in (seconds): a single-page app's refresh tokens end 24 h after it, however often renewed. */
  signedInAt: number;
}

export function issueRefreshToken(grant: RefreshGrant): Promise<string> {
  const left = grant.signedInAt + REFRESH_TOKEN_LIFETIME_S - Math.floor(Date.now() / 1000);
  return sign({ use: 'refresh', ...grant }, Math.max(left, 0));
}

export async function redeemRefreshToken(token: string): Promise<RefreshGrant | null> {
  const payload = await verify(token, 'refresh');
  if (!payload) return null;
  const { clientId, scope, account, signedInAt } = payload as unknown as RefreshGrant;
  return { clientId, scope, account, signedInAt };
}

/** The Power BI permissions of a requested scope string, without the OIDC scopes. */
function resourceScopesOf(scope: string): string {
  return scope
    .split(' ')
    .filter((item) => item.startsWith(`${POWER_BI_AUDIENCE}/`))
    .map((item) => item.slice(POWER_BI_AUDIENCE.length + 1))
    .join(' ');
}

/** The issuer of Entra ID's (v1) access tokens for the Power BI API: the tenant's security token service. */
function accessTokenIssuer(): string {
  return `https://sts.windows.net/${workplaceSignIn.tenantId}/`;
}

export function issueAccessToken(grant: Omit<RefreshGrant, 'signedInAt'>, lifetimeS: number): Promise<string> {
  return sign(
    {
      use: 'access',
      aud: POWER_BI_AUDIENCE,
      iss: accessTokenIssuer(),
      appid: grant.clientId,
      tid: workplaceSignIn.tenantId,
      oid: objectIdOf(grant.account),
      name: grant.account.name,
      upn: grant.account.email,
      scp: resourceScopesOf(grant.scope),
    },
    lifetimeS,
  );
}

/**
 * The Power BI service's bearer check: `valid`, `expired` (past its exp) or `foreign` (not signed by
 * this provider, or not an access token of its tenant for the Power BI API: issuer and audience).
 */
export async function checkWorkplaceAccessToken(token: string): Promise<'valid' | 'expired' | 'foreign'> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      audience: POWER_BI_AUDIENCE,
      issuer: accessTokenIssuer(),
      currentDate: new Date(Date.now()),
    });
    return payload.use === 'access' ? 'valid' : 'foreign';
  } catch (error) {
    // jose checks the signature before the claims: an expired token of ours fails only on `exp`.
    return (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'foreign';
  }
}

/** An id token as MSAL reads it (it checks only the nonce; the signature part is a placeholder). */
export function idTokenOf(grant: RefreshGrant, nonce: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64UrlOfText(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const body = base64UrlOfText(
    JSON.stringify({
      aud: grant.clientId,
      iss: `${workplaceSignIn.authority}`,
      iat: now,
      nbf: now,
      exp: now + ACCESS_TOKEN_LIFETIME_S,
      name: grant.account.name,
      preferred_username: grant.account.email,
      // The optional claims an app registration may add (VITE_WORKPLACE_ACCOUNT_CLAIM may name either).
      email: grant.account.email,
      upn: grant.account.email,
      oid: objectIdOf(grant.account),
      sub: objectIdOf(grant.account),
      // Entra's optional claim for the sign-out's `logout_hint` (opaque to the app).
      login_hint: loginHintOf(grant.account),
      tid: workplaceSignIn.tenantId,
      ...(nonce ? { nonce } : {}),
      ver: '2.0',
    }),
  );
  return `${header}.${body}.`;
}

/** The opaque `login_hint` claim naming the account (Entra's is opaque too; the provider reads it back). */
export function loginHintOf(account: WorkplaceAccount): string {
  return base64UrlOfText(`hint:${account.email.toLowerCase()}`);
}

/** The provider's sign-in session as a cookie value: the account, signed, for `lifetimeS`. */
export function issueSessionToken(account: WorkplaceAccount, lifetimeS: number): Promise<string> {
  return sign({ use: 'session', account }, lifetimeS);
}

export async function readSessionToken(token: string): Promise<WorkplaceAccount | null> {
  const payload = await verify(token, 'session');
  return payload ? (payload.account as WorkplaceAccount) : null;
}

/** `client_info`: base64url of `{uid, utid}`; MSAL builds the account id from it. */
export function clientInfoOf(account: WorkplaceAccount): string {
  return base64UrlOfText(JSON.stringify({ uid: objectIdOf(account), utid: workplaceSignIn.tenantId }));
}
