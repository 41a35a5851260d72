import { describe, expect, it } from 'vitest';
import { workplaceSignIn } from '@/config';
import type { AppRegistration } from '../identity/authorize-rules';
import { pkceChallengeOf } from '../identity/tokens';
import { WORKPLACE_PASSWORD } from './directory';
import { answerIdentityRequest } from './identity-site';

const PORTAL = 'https://portal.example.com';
const REDIRECT_URI = `${PORTAL}/redirect-bridge.html`;
const registration: AppRegistration = { clientId: workplaceSignIn.clientId, redirectUris: [REDIRECT_URI] };
const BASE = `https://login.example.net/${workplaceSignIn.tenantId}`;
const VERIFIER = 'a-32-byte-pkce-verifier-of-the-app-0123456789abcdef';

async function authorizeUrl(extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: workplaceSignIn.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: await pkceChallengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${BASE}/oauth2/v2.0/authorize?${params.toString()}`;
}

const ask = async (url: string, init: RequestInit = {}) =>
  (await answerIdentityRequest(new Request(url, init), registration))!;
const fragmentOf = (response: Response) =>
  new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));

/** Signs in through the form; answers the provider's session cookie and the code redirect. */
async function signInAs(email: string, password = WORKPLACE_PASSWORD) {
  const response = await ask(await authorizeUrl({ prompt: 'select_account' }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'sign-in', email, password }).toString(),
  });
  return { response, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null };
}

describe('identity stand-in (Entra ID on another site)', () => {
  it('refuses an unregistered redirect URI with an error page, never a redirect', async () => {
    const response = await ask(await authorizeUrl({ redirect_uri: `${PORTAL}/elsewhere.html` }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('AADSTS50011');
  });

  it('requires PKCE with S256', async () => {
    const response = await ask(await authorizeUrl({ code_challenge_method: 'plain' }));
    expect(fragmentOf(response).get('error_description')).toMatch(/^AADSTS9002325/);
  });

  it('shows its sign-in page only top-level (X-Frame-Options: DENY) and refuses it in a frame', async () => {
    const page = await ask(await authorizeUrl({ prompt: 'select_account' }));
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('Password');
    const framed = await ask(await authorizeUrl({ prompt: 'select_account' }), {
      headers: { 'Sec-Fetch-Dest': 'iframe' },
    });
    expect(await framed.text()).toContain('cannot be shown in a frame');
  });

  it('signs in with the directory password only, then answers prompt=none from its session cookie', async () => {
    const wrong = await signInAs('jordan.avery@example.com', 'guess');
    expect(wrong.cookie).toBeNull();
    expect(await wrong.response.text()).toContain('Your account or password is incorrect.');

    expect(fragmentOf(await ask(await authorizeUrl({ prompt: 'none' }))).get('error')).toBe('login_required');
    const { response, cookie } = await signInAs('jordan.avery@example.com');
    expect(response.headers.get('set-cookie')).toMatch(/; Secure; HttpOnly; SameSite=None$/);
    expect(fragmentOf(response).get('code')).toBeTruthy();
    const silent = await ask(await authorizeUrl({ prompt: 'none' }), { headers: { cookie: cookie! } });
    expect(fragmentOf(silent).get('code')).toBeTruthy();
    expect(fragmentOf(silent).get('state')).toBe('state-1');
    // Never another account silently.
    const other = await ask(await authorizeUrl({ prompt: 'none', login_hint: 'morgan.lee@example.com' }), {
      headers: { cookie: cookie! },
    });
    expect(fragmentOf(other).get('error')).toBe('login_required');
  });

  it('redeems codes only cross-origin from the registered portal, which alone gets CORS', async () => {
    const { response } = await signInAs('jordan.avery@example.com');
    const redeem = (headers: Record<string, string>) =>
      ask(`${BASE}/oauth2/v2.0/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({
          client_id: workplaceSignIn.clientId,
          grant_type: 'authorization_code',
          code: fragmentOf(response).get('code')!,
          code_verifier: VERIFIER,
          redirect_uri: REDIRECT_URI,
        }).toString(),
      });
    const serverSide = await redeem({});
    expect(serverSide.status).toBe(400);
    expect(((await serverSide.json()) as { error_description: string }).error_description).toMatch(/^AADSTS9002327/);
    const foreign = await redeem({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const portal = await redeem({ Origin: PORTAL });
    expect(portal.status).toBe(200);
    expect(portal.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });

  it('signs out top-level to a registered address only; asks which account without logout_hint', async () => {
    const { cookie } = await signInAs('jordan.avery@example.com');
    const logout = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      ask(`${BASE}/oauth2/v2.0/logout?${new URLSearchParams(query).toString()}`, {
        headers: { cookie: cookie!, ...headers },
      });

    expect(await (await logout({ post_logout_redirect_uri: REDIRECT_URI })).text()).toContain(
      'Which account do you want to sign out of?',
    );
    const hint = btoaUrl('hint:jordan.avery@example.com');
    const framed = await logout(
      { post_logout_redirect_uri: REDIRECT_URI, logout_hint: hint },
      { 'Sec-Fetch-Dest': 'iframe' },
    );
    expect(framed.headers.get('set-cookie')).toBeNull();
    const ended = await logout({ post_logout_redirect_uri: REDIRECT_URI, logout_hint: hint });
    expect(ended.headers.get('location')).toBe(REDIRECT_URI);
    expect(ended.headers.get('set-cookie')).toMatch(/^ESTSAUTH=; .*Max-Age=0/);
    const foreign = await logout({ post_logout_redirect_uri: 'https://evil.example/', logout_hint: hint });
    expect(foreign.headers.get('location')).toBeNull();
    expect(await foreign.text()).toContain('You signed out of your account');
  });
});

function btoaUrl(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
