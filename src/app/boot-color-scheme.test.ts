import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/storage-keys';
import bootScript from '../../public/boot-color-scheme.js?raw';

function runBootScript({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  if (stored !== null) window.localStorage.setItem(storageKeys.colorScheme, stored);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
  );
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  new Function(bootScript)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe('the colour scheme before the app runs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it.each([
    { stored: null, systemDark: true, expected: 'dark' },
    { stored: null, systemDark: false, expected: 'light' },
    { stored: 'auto', systemDark: true, expected: 'dark' },
    { stored: 'dark', systemDark: false, expected: 'dark' },
    { stored: 'light', systemDark: true, expected: 'light' },
    { stored: 'not a scheme', systemDark: true, expected: 'dark' },
  ])(
    'stored $stored, system dark $systemDark: $expected, as Mantine resolves it',
    ({ stored, systemDark, expected }) => {
      expect(runBootScript({ stored, systemDark })).toBe(expected);
    },
  );

  it('reads the key the portal stores the choice under', () => {
    expect(bootScript).toContain(`'${storageKeys.colorScheme}'`);
  });

  it('leaves the page alone when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    expect(() => new Function(bootScript)()).not.toThrow();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBeNull();
  });
});
