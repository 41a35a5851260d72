/**
 * The cross-site stand-in for Microsoft Entra ID's endpoints of one tenant, as the production build
 * reaches them (`https://login.microsoftonline.com/{tenant}/...`): discovery metadata, authorize
 * (server-rendered sign-in and account picker), token (CORS for the registered single-page app only),
 * end-session, and keys. The decisions are the demo provider's (identity/authorize-rules.ts,
 * identity/token-endpoint.ts); this file is their transport over HTTP with the provider's own cookie.
 * Interactive and sign-out pages refuse framing (X-Frame-Options: DENY, frame-ancestors 'none').
 */
import { workplaceSignIn } from '@/config';
import {
  codeAnswerLocation,
  decideAuthorize,
  answerLocation,
  oauthErrorFields,
  postLogoutLocation,
  type AppRegistration,
} from '../identity/authorize-rules';
import { getMockIdentitySwitches } from '../identity/switches';
import { answerTokenRequest } from '../identity/token-endpoint';
import { issueSessionToken, loginHintOf, readSessionToken, type WorkplaceAccount } from '../identity/tokens';
import { directoryAccount, WORKPLACE_PASSWORD } from './directory';
import { errorPage, pickAccountPage, signedOutPage, signInPage, signOutPickerPage } from './identity-pages';

/** The provider's session cookie: its own site's, sent in the hidden renewal frame (SameSite=None). */
const SESSION_COOKIE = 'ESTSAUTH';
const SESSION_LIFETIME_S = 24 * 3600;
const NO_FRAMING = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" };
const NO_STORE = { 'Cache-Control': 'no-store' };

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_FRAMING, ...NO_STORE },
  });
}

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ Location: location, ...NO_STORE });
  if (cookie) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}

function sessionCookie(value: string, maxAge?: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=None${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;
}

async function sessionOf(request: Request): Promise<WorkplaceAccount | null> {
  const cookie = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? readSessionToken(cookie.slice(SESSION_COOKIE.length + 1)) : null;
}

/** Signs `account` in: its session cookie, and the code answer of the request. */
async function signIn(params: URLSearchParams, account: WorkplaceAccount): Promise<Response> {
  if ((await getMockIdentitySwitches()).signInFails) {
    const fields = oauthErrorFields(
      'access_denied',
      50105,
      "Your administrator has configured the application to block users unless they are specifically granted ('assigned') access to the application.",
    );
    return redirect(answerLocation(params, fields));
  }
  const session = await issueSessionToken(account, SESSION_LIFETIME_S);
  return redirect(await codeAnswerLocation(params, account), sessionCookie(session));
}

async function authorize(request: Request, params: URLSearchParams, registration: AppRegistration) {
  const session = await sessionOf(request);
  const { silentRenewalFails } = await getMockIdentitySwitches();
  if (request.method === 'GET') {
    const outcome = await decideAuthorize(params, registration, session, silentRenewalFails);
    if (outcome.kind === 'refuse') return html(errorPage(outcome.message), 400);
    if (outcome.kind === 'answer') return redirect(outcome.location);
    return html(outcome.screen === 'pick' && session ? pickAccountPage(session) : signInPage(outcome.loginHint, null));
  }
  // A form of ours posts the request back: it must still be one the provider would have shown a page for.
  const valid = await decideAuthorize(params, registration, null);
  if (valid.kind !== 'interact') return html(errorPage('AADSTS900561: The endpoint only accepts GET requests.'), 400);
  const form = new URLSearchParams(await request.text());
  const action = form.get('action');
  if (action === 'pick' && session) return signIn(params, session);
  if (action === 'sign-in') {
    const account = directoryAccount(form.get('email') ?? '');
    if (!account) {
      return html(
        signInPage(
          form.get('email') ?? '',
          'This username may be incorrect. Make sure you typed it correctly. Otherwise, contact your admin.',
        ),
      );
    }
    if (form.get('password') !== WORKPLACE_PASSWORD) {
      return html(signInPage(account.email, 'Your account or password is incorrect.'));
    }
    return signIn(params, account);
  }
  return html(signInPage(valid.loginHint, null));
}

async function endSession(request: Request, params: URLSearchParams, registration: AppRegistration) {
  const session = await sessionOf(request);
  const hint = params.get('logout_hint');
  const chosen = request.method === 'POST' && new URLSearchParams(await request.text()).get('action') === 'sign-out';
  // Entra asks which account to sign out of unless the app names it (`logout_hint`).
  if (session && !chosen && hint !== loginHintOf(session)) return html(signOutPickerPage(session));
  const back = postLogoutLocation(params, registration);
  const ended = sessionCookie('', 0);
  if (back) return redirect(back, ended);
  const page = html(signedOutPage());
  page.headers.append('Set-Cookie', ended);
  return page;
}

/** The tenant's OpenID metadata, as `.well-known/openid-configuration` answers it. */
function metadata(base: string) {
  return {
    issuer: workplaceSignIn.authority,
    authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
    token_endpoint: `${base}/oauth2/v2.0/token`,
    end_session_endpoint: `${base}/oauth2/v2.0/logout`,
    jwks_uri: `${base}/discovery/v2.0/keys`,
    response_modes_supported: ['query', 'fragment', 'form_post'],
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    // The one app registered is a single-page app: a public client, which authenticates with nothing.
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['plain', 'S256'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'preferred_username', 'name', 'tid', 'ver', 'email'],
    tenant_region_scope: 'EU',
    cloud_instance_name: 'microsoftonline.com',
  };
}

const spaOrigins = (registration: AppRegistration) => registration.redirectUris.map((uri) => new URL(uri).origin);

/**
 * The token endpoint's cross-origin rules for a single-page app: the redemption must come from the
 * browser (an `Origin`, AADSTS9002327) of a registered redirect URI's origin (AADSTS9002326); only that
 * origin gets CORS headers.
 */
async function token(request: Request, tenant: string, registration: AppRegistration): Promise<Response> {
  const origin = request.headers.get('origin');
  const allowed = origin !== null && spaOrigins(registration).includes(origin);
  const cors: Record<string, string> = allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  if (request.method === 'OPTIONS') {
    const headers = allowed
      ? {
          ...cors,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '',
          'Access-Control-Max-Age': '86400',
        }
      : {};
    return new Response(null, { status: 204, headers });
  }
  const form = new URLSearchParams(await request.text());
  const refusal = !origin
    ? "AADSTS9002327: Tokens issued for the 'Single-Page Application' client-type may only be redeemed via cross-origin requests."
    : !allowed
      ? `AADSTS9002326: Cross-origin token redemption is permitted only for the 'Single-Page Application' client-type. Request origin: '${origin}'.`
      : null;
  const answer = refusal
    ? Response.json({ error: 'invalid_request', error_description: refusal }, { status: 400 })
    : await answerTokenRequest(tenant, form);
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(cors)) headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * Whether the browser loads the page in a frame (Fetch Metadata). Entra's interactive and sign-out
 * pages refuse frames, and in a frame its cookies are third-party, so they do nothing there; only a
 * silent `prompt=none` request answers into one.
 */
function framed(request: Request): boolean {
  return ['iframe', 'frame'].includes(request.headers.get('sec-fetch-dest') ?? '');
}

/** The identity site's answer to `request`, or null for a path it does not serve. */
export async function answerIdentityRequest(request: Request, registration: AppRegistration): Promise<Response | null> {
  const url = new URL(request.url);
  const match =
    /^\/([^/]+)\/(v2\.0\/\.well-known\/openid-configuration|oauth2\/v2\.0\/(?:authorize|token|logout)|discovery\/v2\.0\/keys)$/.exec(
      url.pathname,
    );
  if (!match) return null;
  const [, tenant, endpoint] = match as unknown as [string, string, string];
  if (endpoint === 'oauth2/v2.0/token') return token(request, tenant, registration);
  if (tenant !== workplaceSignIn.tenantId) {
    return html(errorPage(`AADSTS90002: Tenant '${tenant}' not found.`), 400);
  }
  const base = `${url.origin}/${tenant}`;
  if (endpoint.endsWith('openid-configuration') || endpoint.endsWith('keys')) {
    // Public documents: any origin may read them (MSAL fetches the metadata from the page).
    const body = endpoint.endsWith('keys') ? { keys: [] } : metadata(base);
    return Response.json(body, { headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=86400' } });
  }
  if (request.method !== 'GET' && request.method !== 'POST') return new Response(null, { status: 405 });
  const silent = endpoint.endsWith('authorize') && url.searchParams.get('prompt') === 'none';
  if (framed(request) && !silent) return html(errorPage('This page cannot be shown in a frame.'));
  return endpoint.endsWith('authorize')
    ? authorize(request, url.searchParams, registration)
    : endSession(request, url.searchParams, registration);
}
