/**
 * The mock identity provider's token endpoint (OAuth 2.0, as Microsoft Entra ID shapes it): the
 * authorization-code grant with PKCE verified, the refresh-token grant, and errors as 400
 * `{error, error_description, error_codes, timestamp, trace_id, correlation_id}`.
 * MSAL posts here from the page (popup sign-in, silent renewal), so MSW answers it.
 */
import { http, HttpResponse } from 'msw';
import { workplaceSignIn } from '@/config';
import { getMockIdentitySwitches } from './switches';
import {
  ACCESS_TOKEN_LIFETIME_S,
  clientInfoOf,
  idTokenOf,
  issueAccessToken,
  issueRefreshToken,
  pkceChallengeOf,
  redeemAuthorizationCode,
  redeemRefreshToken,
  SHORT_ACCESS_TOKEN_LIFETIME_S,
  type RefreshGrant,
} from './tokens';

/** Path of the token endpoint on the app's origin (the authority metadata in config names it). */
const MOCK_TOKEN_PATH = '/mock-idp/:tenant/oauth2/v2.0/token';

/** Every token request the endpoint received, oldest first (browser tests read the grant types). */
export const tokenRequestLog: { grantType: string; at: number; outcome: 'ok' | string }[] = [];

function oauthError(error: string, code: number, description: string, status = 400) {
  const now = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
  return HttpResponse.json(
    {
      error,
      error_description: `AADSTS${code}: ${description} Trace ID: ${crypto.randomUUID()} Timestamp: ${now}`,
      error_codes: [code],
      timestamp: now,
      trace_id: crypto.randomUUID(),
      correlation_id: crypto.randomUUID(),
    },
    { status },
  );
}

async function tokenAnswer(grant: RefreshGrant, nonce: string) {
  const { shortTokenLifetime } = await getMockIdentitySwitches();
  const lifetime = shortTokenLifetime ? SHORT_ACCESS_TOKEN_LIFETIME_S : ACCESS_TOKEN_LIFETIME_S;
  return HttpResponse.json({
    token_type: 'Bearer',
    scope: grant.scope,
    expires_in: lifetime,
    ext_expires_in: lifetime,
    access_token: await issueAccessToken(grant, lifetime),
    refresh_token: await issueRefreshToken(grant),
    id_token: idTokenOf(grant, nonce),
    client_info: clientInfoOf(grant.account),
  });
}

async function handleAuthorizationCode(form: URLSearchParams) {
  const grant = await redeemAuthorizationCode(form.get('code') ?? '');
  if (!grant)
    return oauthError('invalid_grant', 70000, 'The provided authorization code or refresh token has expired.');
  if (grant.clientId !== form.get('client_id')) {
    return oauthError('invalid_grant', 70000, 'The authorization code was issued to another application.');
  }
  if (grant.redirectUri !== form.get('redirect_uri')) {
    return oauthError(
      'invalid_grant',
      500112,
      'The reply address does not match the one of the authorization request.',
    );
  }
  const verifier = form.get('code_verifier') ?? '';
  if (!verifier || (await pkceChallengeOf(verifier)) !== grant.codeChallenge) {
    return oauthError(
      'invalid_grant',
      501481,
      'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
    );
  }
  const signedInAt = Math.floor(Date.now() / 1000);
  return tokenAnswer({ clientId: grant.clientId, scope: grant.scope, account: grant.account, signedInAt }, grant.nonce);
}

async function handleRefreshToken(form: URLSearchParams) {
  if ((await getMockIdentitySwitches()).silentRenewalFails) {
    return oauthError(
      'invalid_grant',
      700082,
      'The refresh token has expired due to inactivity. The token was issued and was inactive for 24:00:00.',
    );
  }
  const grant = await redeemRefreshToken(form.get('refresh_token') ?? '');
  if (!grant) {
    return oauthError('invalid_grant', 700084, 'The refresh token was issued to a single page app and has expired.');
  }
  if (grant.clientId !== form.get('client_id')) {
    return oauthError('invalid_grant', 70000, 'The refresh token was issued to another application.');
  }
  // The new scope is what was asked for now (MSAL asks for the same resource's scopes).
  return tokenAnswer({ ...grant, scope: form.get('scope') ?? grant.scope }, '');
}

/**
 * The token endpoint's answer to a token request of `tenant` (a form body), whichever transport
 * carries it: MSW on the portal's origin (demo) or the cross-site stand-in (src/mocks/stand-ins).
 */
export async function answerTokenRequest(tenant: string, form: URLSearchParams): Promise<Response> {
  const grantType = form.get('grant_type') ?? '';
  let answer: Response;
  if (tenant !== workplaceSignIn.tenantId) {
    answer = oauthError('invalid_request', 90002, `Tenant '${tenant}' not found.`);
  } else if (form.get('client_id') !== workplaceSignIn.clientId) {
    answer = oauthError(
      'unauthorized_client',
      700016,
      `Application with identifier '${form.get('client_id') ?? ''}' was not found in the directory.`,
    );
  } else if (grantType === 'authorization_code') {
    answer = await handleAuthorizationCode(form);
  } else if (grantType === 'refresh_token') {
    answer = await handleRefreshToken(form);
  } else {
    answer = oauthError('unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
  }
  tokenRequestLog.push({
    grantType,
    at: Date.now(),
    outcome: answer.ok ? 'ok' : String(((await answer.clone().json()) as { error?: string }).error),
  });
  return answer;
}

export const identityHandlers = [
  http.post(`*${MOCK_TOKEN_PATH}`, async ({ request, params }) =>
    answerTokenRequest(String(params.tenant), new URLSearchParams(await request.text())),
  ),
];
