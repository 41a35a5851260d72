import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workplaceSignIn } from '@/config';
import type { AccountInfo } from '@azure/msal-browser';
import { stubMsalClient } from '@/testing/msal-client-stub';

let { endSessionEndpoint, signOutOfWorkplace, workplaceSignOutUrl } = await import('./workplace-sign-out');

describe('the workplace sign-out', () => {
  // A page that has not loaded MSAL (no client is remembered from an earlier test).
  beforeEach(async () => {
    vi.resetModules();
    ({ endSessionEndpoint, signOutOfWorkplace, workplaceSignOutUrl } = await import('./workplace-sign-out'));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  it("uses the provider metadata's end-session endpoint, else Entra ID's beside the authority", () => {
    expect(
      endSessionEndpoint({
        ...workplaceSignIn,
        authorityMetadata: JSON.stringify({ end_session_endpoint: 'https://idp.example/logout' }),
      }),
    ).toBe('https://idp.example/logout');
    expect(
      endSessionEndpoint({
        ...workplaceSignIn,
        authority: 'https://login.microsoftonline.com/tenant-id/v2.0',
        authorityMetadata: '',
      }),
    ).toBe('https://login.microsoftonline.com/tenant-id/oauth2/v2.0/logout');
  });

  it('has nothing to end for a user who never signed in to the dashboards here', () => {
    expect(workplaceSignOutUrl({ signedInHere: false })).toBeNull();
  });

  it("passes a user's sign-out through the provider's end-session page, which returns to the redirect bridge", () => {
    const url = new URL(workplaceSignOutUrl({ signedInHere: true })!);
    expect(`${url.origin}${url.pathname}`).toBe(
      new URL(endSessionEndpoint()!, window.location.href).href.split('?')[0],
    );
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(workplaceSignIn.redirectUri);
    // No frame: Entra ID's sign-out page refuses to be framed.
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("names the account to sign out (logout_hint) when MSAL knows its login_hint claim, and clears MSAL's cache", async () => {
    const { rememberLoadedMsalClient } = await import('./loaded-msal-client');
    const client = stubMsalClient({
      getActiveAccount: () => ({ idTokenClaims: { login_hint: 'O.aX-hint' } }) as unknown as AccountInfo,
      clearCache: vi.fn(async () => undefined),
    });
    rememberLoadedMsalClient(client);
    expect(new URL(workplaceSignOutUrl({ signedInHere: false })!).searchParams.get('logout_hint')).toBe('O.aX-hint');
    await signOutOfWorkplace();
    expect(client.clearCache).toHaveBeenCalledTimes(1);
  });

  it('names the account from the stored dashboard token on a page that has not loaded MSAL', async () => {
    const { writeTokenInfo, clearTokenInfo } = await import('@/session/workplace/token-info');
    writeTokenInfo({
      accessToken: 'token',
      expiresOn: new Date(Date.now() + 60_000).toISOString(),
      logoutHint: 'stored-hint',
    });
    try {
      expect(new URL(workplaceSignOutUrl({ signedInHere: true })!).searchParams.get('logout_hint')).toBe('stored-hint');
    } finally {
      clearTokenInfo();
    }
  });
});
