import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isJwtExpired } from './decode-jwt';

function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function tokenWith(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

describe('decodeJwtPayload', () => {
  it('reads the claims, including non-ASCII text', () => {
    expect(decodeJwtPayload(tokenWith({ username: 'jöl', exp: 10 }))).toEqual({ username: 'jöl', exp: 10 });
  });

  it.each([
    ['not a token', 'garbage'],
    ['two parts', 'a.b'],
    ['a payload that is not JSON', `x.${base64Url('not json')}.y`],
    ['a payload that is an array', tokenWith([1, 2])],
  ])('returns null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('isJwtExpired', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('is false while exp is in the future', () => {
    expect(isJwtExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
  });
  it('is true at and after exp', () => {
    expect(isJwtExpired(tokenWith({ exp: now / 1000 }), now)).toBe(true);
  });
  it('treats a token without exp as expired', () => {
    expect(isJwtExpired(tokenWith({ username: 'javery' }), now)).toBe(true);
  });
});
