import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllBrowserStorage, readJson, readString, writeJson, writeString } from './browser-storage';
import { storageKeys } from './storage-keys';

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

describe('browser storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('round-trips JSON values', () => {
    writeJson(storageKeys.lastKnownPath, { name: 'x' });
    expect(readJson(storageKeys.lastKnownPath, isNamed)).toEqual({ name: 'x' });
  });

  it('reads corrupt JSON as null and removes it', () => {
    localStorage.setItem(storageKeys.userInfo, '{not json');
    expect(readJson(storageKeys.userInfo, isNamed)).toBeNull();
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
  });

  it('reads a value of the wrong shape as null and removes it', () => {
    localStorage.setItem(storageKeys.userInfo, '{"other":1}');
    expect(readJson(storageKeys.userInfo, isNamed)).toBeNull();
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
  });

  it('survives a storage that throws (quota, blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeString(storageKeys.lastKnownPath, '/home')).not.toThrow();
    expect(readString(storageKeys.lastKnownPath)).toBeNull();
  });

  it('clears local and session storage', () => {
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '2');
    clearAllBrowserStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the colour scheme, a preference of the browser, across a clear', () => {
    writeString(storageKeys.colorScheme, 'dark');
    writeString(storageKeys.lastKnownPath, '/home');
    clearAllBrowserStorage();
    expect(readString(storageKeys.colorScheme)).toBe('dark');
    expect(localStorage.length).toBe(1);
  });
});
