import { describe, expect, it, vi } from 'vitest';
import { workplaceSignIn } from '@/config';
import { resetMockIdentitySwitches, setMockIdentitySwitch } from './switches';
import { checkWorkplaceAccessToken, issueAuthorizationCode, pkceChallengeOf } from './tokens';

const TOKEN_URL = `${location.origin}/mock-idp/${workplaceSignIn.tenantId}/oauth2/v2.0/token`;
const REDIRECT_URI = `${location.origin}/redirect-bridge.html`;
const SCOPE = `${workplaceSignIn.scopes.join(' ')} openid profile offline_access`;
const account = { name: 'Jordan Avery', email: 'jordan.avery@example.com', company: 'Evergreen Life' };
const VERIFIER = 'a-32-byte-pkce-verifier-of-the-app-0123456789abcdef';

async function post(fields: Record<string, string>) {
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: workplaceSignIn.clientId, ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function redeem(verifier = VERIFIER) {
  const code = await issueAuthorizationCode({
    clientId: workplaceSignIn.clientId,
    redirectUri: REDIRECT_URI,
    scope: SCOPE,
    nonce: 'nonce-1',
    codeChallenge: await pkceChallengeOf(VERIFIER),
    account,
  });
  return post({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
  });
}

describe('mock identity provider: token endpoint', () => {
  it('redeems an authorization code whose PKCE verifier matches', async () => {
    const answer = await redeem();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: SCOPE });
    expect(await checkWorkplaceAccessToken(String(answer.body.access_token))).toBe('valid');
    const idClaims = JSON.parse(
      atob(String(answer.body.id_token).split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    );
    expect(idClaims).toMatchObject({ nonce: 'nonce-1', name: 'Jordan Avery', aud: workplaceSignIn.clientId });
  });

  it('refuses a verifier that does not match the challenge', async () => {
    const answer = await redeem('another-verifier-of-someone-else-0123456789');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_grant', error_codes: [501481] });
  });

  it('renews with the refresh token, and refuses it while "silent renewal fails" is on', async () => {
    const { body } = await redeem();
    const renewed = await post({
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
      scope: SCOPE,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(body.access_token);

    await setMockIdentitySwitch('silentRenewalFails', true);
    const refused = await post({
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
      scope: SCOPE,
    });
    await resetMockIdentitySwitches();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_grant', error_codes: [700082] });
  });

  it('issues 2-minute tokens while "token lifetime 2 minutes" is on', async () => {
    await setMockIdentitySwitch('shortTokenLifetime', true);
    const answer = await redeem();
    await resetMockIdentitySwitches();
    expect(answer.body.expires_in).toBe(120);
  });

  it('refuses a forged refresh token, an unknown client and an unknown grant type', async () => {
    expect((await post({ grant_type: 'refresh_token', refresh_token: 'forged', scope: SCOPE })).body).toMatchObject({
      error: 'invalid_grant',
    });
    expect(
      (await post({ grant_type: 'refresh_token', client_id: 'someone-else', refresh_token: 'x' })).body,
    ).toMatchObject({
      error: 'unauthorized_client',
    });
    expect((await post({ grant_type: 'password' })).body).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it("ends a single-page app's refresh tokens 24 h after the sign-in, however often they were renewed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = String((await redeem()).body.refresh_token);
      vi.setSystemTime(Date.now() + 23 * 3600_000);
      const renewed = await post({ grant_type: 'refresh_token', refresh_token: first, scope: SCOPE });
      expect(renewed.status).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      const late = await post({
        grant_type: 'refresh_token',
        refresh_token: String(renewed.body.refresh_token),
        scope: SCOPE,
      });
      expect(late.body).toMatchObject({ error: 'invalid_grant' });
    } finally {
      vi.useRealTimers();
    }
  });
});
