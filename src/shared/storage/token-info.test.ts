import { describe, expect, it } from 'vitest';
import { clearTokenInfo, readTokenInfo, writeTokenInfo } from './token-info';

describe('token_info storage', () => {
  it('round-trips the access token and its expiry', () => {
    writeTokenInfo({ accessToken: 'abc', expiresOn: '2026-11-22T18:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem('token_info') ?? 'null')).toEqual({
      accessToken: 'abc',
      expiresOn: '2026-11-22T18:00:00.000Z',
    });
    expect(readTokenInfo()).toEqual({ accessToken: 'abc', expiresOn: '2026-11-22T18:00:00.000Z' });
  });

  it.each([
    ['{not json'],
    ['{"accessToken":"abc"}'],
    ['{"accessToken":"","expiresOn":"2026-01-01"}'],
    ['{"accessToken":"a","expiresOn":"soon"}'],
  ])('reads the corrupt value %s as null and removes it', (raw) => {
    localStorage.setItem('token_info', raw);
    expect(readTokenInfo()).toBeNull();
    expect(localStorage.getItem('token_info')).toBeNull();
  });

  it('clears it', () => {
    writeTokenInfo({ accessToken: 'abc', expiresOn: '2026-11-22T18:00:00.000Z' });
    clearTokenInfo();
    expect(readTokenInfo()).toBeNull();
  });
});
