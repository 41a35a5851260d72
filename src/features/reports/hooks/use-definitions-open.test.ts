import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { PANE_BESIDE_MEDIA_QUERY, PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { useDefinitionsOpen } from './use-definitions-open';

/** A window whose media queries answer as a phone's, a laptop's (below 1440 px) or a wide screen's. */
function screenIs(width: 'phone' | 'laptop' | 'wide') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches:
          (query === PHONE_MEDIA_QUERY && width === 'phone') || (query === PANE_BESIDE_MEDIA_QUERY && width === 'wide'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('useDefinitionsOpen', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('starts closed, and from 1440 px remembers being left open for the next dashboard', () => {
    screenIs('wide');
    const first = renderHook(() => useDefinitionsOpen());
    expect(first.result.current.open).toBe(false);
    act(() => first.result.current.toggle());
    expect(first.result.current.open).toBe(true);
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBe('1');
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(true);

    act(() => first.result.current.toggle());
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBeNull();
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
  });

  it('is a person’s: the end of a session clears it, so the next person starts with it closed', () => {
    screenIs('wide');
    const hook = renderHook(() => useDefinitionsOpen());
    act(() => hook.result.current.toggle());
    clearAllBrowserStorage();
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
  });

  it('on a phone, starts closed on every dashboard and never remembers being open (M3)', () => {
    screenIs('wide');
    const desktop = renderHook(() => useDefinitionsOpen());
    act(() => desktop.result.current.toggle());
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBe('1');
    screenIs('phone');
    const phone = renderHook(() => useDefinitionsOpen());
    expect(phone.result.current.open).toBe(false);
    localStorage.clear();
    act(() => phone.result.current.toggle());
    expect(phone.result.current.open).toBe(true);
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBeNull();
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
  });

  it('says it was opened by its button only when it was, not when found open on a desktop (the pane takes the focus then)', () => {
    screenIs('wide');
    const first = renderHook(() => useDefinitionsOpen());
    expect(first.result.current.openedByToggle).toBe(false);
    act(() => first.result.current.toggle());
    expect(first.result.current.openedByToggle).toBe(true);
    const restored = renderHook(() => useDefinitionsOpen());
    expect(restored.result.current.open).toBe(true);
    expect(restored.result.current.openedByToggle).toBe(false);
    act(() => first.result.current.toggle());
    expect(first.result.current.openedByToggle).toBe(false);
  });

  it('below 1440 px, where it lies over the report, starts closed on every dashboard (the fourteenth grade)', () => {
    screenIs('wide');
    const wide = renderHook(() => useDefinitionsOpen());
    act(() => wide.result.current.toggle());
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBe('1');
    screenIs('laptop');
    const laptop = renderHook(() => useDefinitionsOpen());
    expect(laptop.result.current.open).toBe(false);
    // Opened there, it is not remembered for the next dashboard; closed there, it is forgotten for wide screens too.
    act(() => laptop.result.current.toggle());
    expect(laptop.result.current.open).toBe(true);
    act(() => laptop.result.current.toggle());
    expect(localStorage.getItem(storageKeys.definitionsOpen)).toBeNull();
    act(() => laptop.result.current.toggle());
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
    screenIs('wide');
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
  });
});
