import { describe, expect, it } from 'vitest';
import { demoUser } from '@/testing/demo-users';
import { useSessionStore } from '../session-store';
import { storeAccessToken } from '../stored-user-info';
import { clearTokenInfo, readTokenInfo, writeTokenInfo } from './token-info';
import { makeToken } from '@/testing/tokens';

const INFO = { accessToken: 'abc', expiresOn: '2026-11-22T18:00:00.000Z' };

describe('token_info storage', () => {
  it('round-trips the access token and its expiry, with the portal user it belongs to', () => {
    useSessionStore.getState().signedIn(demoUser);
    writeTokenInfo(INFO);
    expect(readTokenInfo()).toEqual(INFO);
    const stored = sessionStorage.getItem('token_info') ?? localStorage.getItem('token_info');
    expect(JSON.parse(stored ?? 'null')).toEqual({ ...INFO, owner: demoUser.username });
  });

  it('is never handed to another portal user: the next person at the computer gets no token, and it is removed', () => {
    useSessionStore.getState().signedIn(demoUser);
    writeTokenInfo(INFO);
    useSessionStore.getState().signedIn({ ...demoUser, username: 'mlee' });
    expect(readTokenInfo()).toBeNull();
    expect(sessionStorage.getItem('token_info')).toBeNull();
    expect(localStorage.getItem('token_info')).toBeNull();
  });

  it('lives where the portal session does: the tab without "Remember me", localStorage with it', () => {
    const user = storeAccessToken(makeToken(), { remember: false });
    useSessionStore.getState().signedIn(user!);
    writeTokenInfo(INFO);
    expect(localStorage.getItem('token_info')).toBeNull();
    expect(sessionStorage.getItem('token_info')).not.toBeNull();

    storeAccessToken(makeToken(), { remember: true });
    writeTokenInfo(INFO);
    expect(sessionStorage.getItem('token_info')).toBeNull();
    expect(localStorage.getItem('token_info')).not.toBeNull();
  });

  it.each([
    ['{not json'],
    ['{"accessToken":"abc"}'],
    ['{"accessToken":"","expiresOn":"2026-01-01","owner":null}'],
    ['{"accessToken":"a","expiresOn":"soon","owner":null}'],
    // Written before owners were kept: nobody can say whose it is.
    ['{"accessToken":"a","expiresOn":"2026-11-22T18:00:00.000Z"}'],
  ])('reads the corrupt or ownerless value %s as null and removes it', (raw) => {
    localStorage.setItem('token_info', raw);
    expect(readTokenInfo()).toBeNull();
    expect(localStorage.getItem('token_info')).toBeNull();
  });

  it('clears it', () => {
    writeTokenInfo(INFO);
    clearTokenInfo();
    expect(readTokenInfo()).toBeNull();
  });
});
