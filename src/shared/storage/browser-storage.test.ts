import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllBrowserStorage,
  readBrowserWide,
  readCookie,
  readJson,
  readString,
  writeBrowserWide,
  writeJson,
  writeString,
} from './browser-storage';
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

  describe('browser-wide facts in the cookie fallback (issue 61, R4 and R5)', () => {
    const key = storageKeys.sessionGeneration;
    afterEach(() => {
      document.cookie = `${key}=; Path=/; Max-Age=0`;
      document.cookie = `${key}=; Path=/other; Max-Age=0`;
      localStorage.clear();
    });

    it('reads two cookies of one name as none: one was planted by another origin of the host or site', () => {
      document.cookie = `${key}=mine; Path=/`;
      expect(readCookie(key)).toBe('mine');
      document.cookie = `${key}=planted; Path=/other`; // visible to a page under /other only
      window.history.replaceState(null, '', '/other/page');
      expect(readCookie(key)).toBeNull();
      window.history.replaceState(null, '', '/');
    });

    it('falls back to the cookie when localStorage is full, and reads it back', () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      writeBrowserWide(key, 'g-1', 60);
      expect(readCookie(key)).toBe('g-1');
      expect(readBrowserWide(key)).toBe('g-1');
    });

    it('gives up the legacy saved views for a fact that does not fit beside them', () => {
      localStorage.setItem(storageKeys.savedViews, '{"javery":{}}');
      const realSetItem = Storage.prototype.setItem;
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name, value) {
        if (this.getItem(storageKeys.savedViews) !== null) throw new DOMException('full', 'QuotaExceededError');
        realSetItem.call(this, name, value);
      });
      writeBrowserWide(key, 'g-2', 60);
      expect(localStorage.getItem(key)).toBe('g-2');
      expect(localStorage.getItem(storageKeys.savedViews)).toBeNull();
      expect(readCookie(key)).toBeNull();
    });
  });
});
