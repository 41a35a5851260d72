import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readString, removeKey, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

function isColorScheme(value: unknown): value is MantineColorScheme {
  return SCHEMES.includes(value as MantineColorScheme);
}

/** The colour scheme the user chose (light, dark, or auto = follow the system), or null when none. */
function readStoredColorScheme(): MantineColorScheme | null {
  const stored = readString(storageKeys.colorScheme);
  return isColorScheme(stored) ? stored : null;
}

/**
 * Mantine's colour-scheme manager on the portal's one storage door (Mantine's own manager writes
 * localStorage directly and knows nothing of corrupt values). Another tab's choice applies here too.
 */
export function portalColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => readStoredColorScheme() ?? defaultValue,
    set: (value) => writeString(storageKeys.colorScheme, value),
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.key === storageKeys.colorScheme && isColorScheme(event.newValue)) onUpdate(event.newValue);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => removeKey(storageKeys.colorScheme),
  };
}
