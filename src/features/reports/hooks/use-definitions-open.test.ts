import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { useDefinitionsOpen } from './use-definitions-open';

describe('useDefinitionsOpen', () => {
  afterEach(() => localStorage.clear());

  it('starts closed, and remembers being left open for the next dashboard', () => {
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
    const hook = renderHook(() => useDefinitionsOpen());
    act(() => hook.result.current.toggle());
    clearAllBrowserStorage();
    expect(renderHook(() => useDefinitionsOpen()).result.current.open).toBe(false);
  });
});
