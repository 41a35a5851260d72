import { useCallback, useState } from 'react';
import { readString, removeKey, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/**
 * Whether the "Definitions" pane is open, remembered across dashboards and visits: whoever leaves it
 * open finds it open on the next dashboard. Kept through the storage module, so a session's end clears
 * it with the person's other keys and the next person at the computer starts with it closed.
 */
export function useDefinitionsOpen() {
  const [open, setOpen] = useState(() => readString(storageKeys.definitionsOpen) === '1');
  const toggle = useCallback(() => {
    if (open) removeKey(storageKeys.definitionsOpen);
    else writeString(storageKeys.definitionsOpen, '1');
    setOpen(!open);
  }, [open]);
  return { open, toggle };
}
