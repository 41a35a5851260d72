import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workplaceSignIn } from '@/config';
import { writeTokenInfo } from '@/shared/session/token-info';

let { endSessionEndpoint, signOutOfWorkplace } = await import('./workplace-sign-out');

describe('the workplace sign-out', () => {
  // A page that has not loaded MSAL (no client is remembered from an earlier test).
  beforeEach(async () => {
    vi.resetModules();
    ({ endSessionEndpoint, signOutOfWorkplace } = await import('./workplace-sign-out'));
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

  it('does nothing for a user who never signed in to the dashboards', async () => {
    const append = vi.spyOn(document.body, 'append');
    await signOutOfWorkplace();
    expect(append).not.toHaveBeenCalled();
  });

  it("ends the provider's session in a hidden frame, returning to the redirect bridge", async () => {
    writeTokenInfo({ accessToken: 'token', expiresOn: new Date(Date.now() + 60_000).toISOString() });
    const done = signOutOfWorkplace();
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Workplace sign-out"]');
    expect(frame).not.toBeNull();
    expect(frame!.hidden).toBe(true);
    const url = new URL(frame!.src);
    expect(`${url.origin}${url.pathname}`).toBe(new URL(endSessionEndpoint()!).href.split('?')[0]);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(workplaceSignIn.redirectUri);
    frame!.dispatchEvent(new Event('load'));
    await done;
    expect(frame!.isConnected).toBe(false);
  });
});
