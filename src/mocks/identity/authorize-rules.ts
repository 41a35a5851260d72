/**
 * What the workplace identity provider's authorize and end-session endpoints decide, as Microsoft
 * Entra ID decides it: one implementation for both stand-ins, the demo's in-page provider
 * (authorize-page.ts, a static page on the portal's origin) and the cross-site one the production
 * build's tests sign in to (src/mocks/stand-ins, a Node server on another site). Each transport only
 * renders the outcome: a redirect, an error page, or its sign-in page.
 */
import { clientInfoOf, issueAuthorizationCode, type WorkplaceAccount } from './tokens';

/** The app registration: its client id and its exact SPA redirect URIs (Entra compares them verbatim). */
export interface AppRegistration {
  clientId: string;
  redirectUris: readonly string[];
}

/** What the provider can do with an authorize request. */
export type AuthorizeOutcome =
  /** An error page, never a redirect: the reply address or the client cannot be trusted. */
  | { kind: 'refuse'; message: string }
  /** Redirect to the app with these fields (a code, or an OAuth error). */
  | { kind: 'answer'; location: string }
  /** The user must act: pick the signed-in account (`pick`) or sign in (`sign-in`). */
  | { kind: 'interact'; screen: 'pick' | 'sign-in'; loginHint: string };

/** The fields of an OAuth error answer as Entra shapes them (the AADSTS code leads the description). */
export function oauthErrorFields(error: string, code: number, description: string): Record<string, string> {
  return { error, error_description: `AADSTS${code}: ${description} Trace ID: ${crypto.randomUUID()}` };
}

/** `redirect_uri` + the fields and the request's `state`, in the fragment unless `response_mode=query`. */
export function answerLocation(params: URLSearchParams, fields: Record<string, string>): string {
  const body = new URLSearchParams({ ...fields, state: params.get('state') ?? '' }).toString();
  const separator = params.get('response_mode') === 'query' ? '?' : '#';
  return `${params.get('redirect_uri') ?? ''}${separator}${body}`;
}

/** The answer that signs `account` in: an authorization code bound to this request (client, redirect, PKCE, nonce). */
export async function codeAnswerLocation(params: URLSearchParams, account: WorkplaceAccount): Promise<string> {
  const code = await issueAuthorizationCode({
    clientId: params.get('client_id') ?? '',
    redirectUri: params.get('redirect_uri') ?? '',
    scope: params.get('scope') ?? '',
    nonce: params.get('nonce') ?? '',
    codeChallenge: params.get('code_challenge') ?? '',
    account,
  });
  return answerLocation(params, { code, client_info: clientInfoOf(account) });
}

const sameAccount = (hint: string, account: WorkplaceAccount) => hint.toLowerCase() === account.email.toLowerCase();

/**
 * The provider's decision on `GET /authorize`, given its own sign-in session (`session`, null when
 * none) and whether silent sign-in is switched off (Mock tools "Silent renewal fails").
 * - an unregistered redirect URI or an unknown client: an error page (AADSTS50011, AADSTS700016);
 * - PKCE with S256 required of a single-page app (AADSTS9002325), a nonce for an id token;
 * - `prompt=none`: the session's account, else `login_required`; a `login_hint` naming another account
 *   than the session's is `login_required` too (Entra never switches accounts silently);
 * - `prompt=login`: the sign-in screen; `prompt=select_account`: the account picker (the sign-in screen
 *   when nobody is signed in); no prompt: single sign-on with the session, else the sign-in screen.
 */
export async function decideAuthorize(
  params: URLSearchParams,
  registration: AppRegistration,
  session: WorkplaceAccount | null,
  silentSignInFails = false,
): Promise<AuthorizeOutcome> {
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!registration.redirectUris.includes(redirectUri)) {
    return {
      kind: 'refuse',
      message: `AADSTS50011: The redirect URI '${redirectUri}' specified in the request does not match the redirect URIs configured for the application '${registration.clientId}'.`,
    };
  }
  if (params.get('client_id') !== registration.clientId) {
    return {
      kind: 'refuse',
      message: `AADSTS700016: Application with identifier '${params.get('client_id') ?? ''}' was not found in the directory.`,
    };
  }
  const refuse = (error: string, code: number, description: string): AuthorizeOutcome => ({
    kind: 'answer',
    location: answerLocation(params, oauthErrorFields(error, code, description)),
  });
  if (params.get('response_type') !== 'code') {
    return refuse(
      'unsupported_response_type',
      900144,
      "The request body must contain the parameter: 'response_type' = 'code'.",
    );
  }
  if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
    return refuse(
      'invalid_request',
      9002325,
      'Proof Key for Code Exchange is required for cross-origin authorization code redemption.',
    );
  }
  if (!params.get('nonce')) {
    return refuse('invalid_request', 900144, "The request body must contain the parameter: 'nonce'.");
  }
  const hint = params.get('login_hint') ?? '';
  const prompt = params.get('prompt');
  if (prompt === 'none') {
    if (!session || silentSignInFails || (hint !== '' && !sameAccount(hint, session))) {
      return refuse('login_required', 50058, 'A silent sign-in request was sent but no user is signed in.');
    }
    return { kind: 'answer', location: await codeAnswerLocation(params, session) };
  }
  if (prompt === 'login' || !session) return { kind: 'interact', screen: 'sign-in', loginHint: hint };
  if (prompt === 'select_account') return { kind: 'interact', screen: 'pick', loginHint: hint };
  // Single sign-on: the provider's session answers, unless the app asked for another account.
  if (hint !== '' && !sameAccount(hint, session)) return { kind: 'interact', screen: 'sign-in', loginHint: hint };
  return { kind: 'answer', location: await codeAnswerLocation(params, session) };
}

/**
 * Where the end-session endpoint sends the browser once the session is ended: the
 * `post_logout_redirect_uri` only when it is one of the app's registered redirect URIs (Entra ignores
 * any other), else nowhere (the provider's own "You signed out" page).
 */
export function postLogoutLocation(params: URLSearchParams, registration: AppRegistration): string | null {
  const back = params.get('post_logout_redirect_uri');
  if (back === null || !registration.redirectUris.includes(back)) return null;
  // The request's `state`, handed back as sent (OpenID Connect RP-Initiated Logout 1.0).
  const state = params.get('state');
  if (state === null) return back;
  const url = new URL(back);
  url.searchParams.set('state', state);
  return url.href;
}
