import { describe, expect, it } from 'vitest';
import { isRememberablePath, safeReturnPath } from './app-paths';

describe('isRememberablePath', () => {
  it.each([
    ['/home', true],
    ['/account/view-profile', true],
    ['/sales-2024/quick-wins?tab=1', true],
    ['/login', false],
    ['/login/', false],
    ['/LOGIN', false],
    ['/forgot-password', false],
    ['/forgot-password?x=1', false],
    ['/request-an-account', false],
    ['/microsoft/oauth2/v2.0/authorize', false],
    ['/entra/oauth2/v2.0/authorize?code=1', false],
  ])('%s -> %s', (path, expected) => {
    expect(isRememberablePath(path)).toBe(expected);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/home', '/home'],
    ['/sales-2024/2024-deployment', '/sales-2024/2024-deployment'],
    ['/account/change-password?x=1#top', '/account/change-password?x=1#top'],
  ])('keeps the app path %s', (stored, expected) => {
    expect(safeReturnPath(stored)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['home'],
    ['//evil.example.com'],
    ['//evil.example.com/home'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['https://evil.example.com/home'],
    ['javascript:alert(1)'],
    ['/\t/evil.example.com'],
    ['/login'],
    ['/forgot-password'],
    ['/provider/oauth2/v2.0/authorize'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (stored) => {
    expect(safeReturnPath(stored)).toBeNull();
  });
});
