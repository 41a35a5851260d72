import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import {
  dropProviderSignOutDuty,
  oweProviderSignOut,
  owedProviderSignOut,
  providerSignOutReturned,
} from './provider-sign-out-duty';
import { useSessionStore } from '../session-store';
import { registerSignOutDestination } from '../sign-out-tasks';
import { makeToken } from '@/testing/tokens';
import { PROVIDER_SIGN_OUT_RETRY_MS } from './provider-sign-out';
import { session } from '../session';

const END_SESSION = 'https://login.example/tenant/oauth2/v2.0/logout?logout_hint=jordan-hint';

describe("the provider's sign-out, a duty until done", () => {
  let replace: ReturnType<typeof vi.spyOn>;
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    dropProviderSignOutDuty(); // its cookie outlives the test's storage clear
    vi.restoreAllMocks();
  });

  it("the end marks it owed, with the account's logout_hint, before leaving; a later clear keeps the mark", async () => {
    cleanups.push(registerSignOutDestination(() => END_SESSION));
    session.signIn(makeToken(), { remember: false });

    await session.signOut('signed-out');

    expect(replace).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/login\.example\/.*logout_hint=jordan-hint&state=oa-sign-out\./),
    );
    expect(owedProviderSignOut()).toEqual({ logoutHint: 'jordan-hint' });
    session.signIn(makeToken(), { remember: false });
    await session.signOut('signed-out'); // another end (another tab's, say): the duty stays until done
    expect(owedProviderSignOut()).toEqual({ logoutHint: 'jordan-hint' });
  });

  it('the next start visits the end-session page first and signs nobody in', async () => {
    oweProviderSignOut(END_SESSION);
    cleanups.push(registerSignOutDestination(() => END_SESSION));

    await session.start();

    expect(replace).toHaveBeenCalledWith(expect.stringContaining(`${END_SESSION}&state=oa-sign-out.`));
    expect(useSessionStore.getState().status).toBe('loading'); // the tab is leaving
    expect(owedProviderSignOut()).not.toBeNull(); // only the provider's return takes it away
  });

  it('a provider that cannot be reached does not lock the portal: back in the tab, the start goes on', async () => {
    oweProviderSignOut(END_SESSION);
    cleanups.push(registerSignOutDestination(() => END_SESSION));
    await session.start();
    expect(replace).toHaveBeenCalledTimes(1);

    // Its end-session page failed; the person went Back: the tab starts as usual, the duty still owed.
    await session.start();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().status).toBe('logged-out');
    expect(owedProviderSignOut()).not.toBeNull();

    // A while later, the next start tries again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + PROVIDER_SIGN_OUT_RETRY_MS + 1);
    await session.start();
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('without a provider to visit (none configured), nothing can be owed: the start goes on', async () => {
    oweProviderSignOut(END_SESSION);

    await session.start();

    expect(replace).not.toHaveBeenCalled();
    expect(owedProviderSignOut()).toBeNull();
    expect(useSessionStore.getState().status).toBe('logged-out');
  });

  it("only the provider's return with the duty's own state clears it, not any visit to the bridge (R6)", () => {
    const visited = new URL(oweProviderSignOut(END_SESSION));
    const state = visited.searchParams.get('state');
    expect(state).toMatch(/^oa-sign-out\.[0-9a-f]{32}$/);
    expect(new URL(oweProviderSignOut(END_SESSION)).searchParams.get('state')).toBe(state); // a retry: the same

    providerSignOutReturned(null); // a link on another site
    providerSignOutReturned('oa-sign-out.0123456789abcdef0123456789abcdef'); // a guess
    expect(owedProviderSignOut()).not.toBeNull();

    providerSignOutReturned(state);
    expect(owedProviderSignOut()).toBeNull();
  });
});
