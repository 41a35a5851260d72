import { useCallback, useState } from 'react';
import { readString, removeKey, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { useIsPhone } from '@/shared/ui/breakpoints';

/**
 * Whether the "Definitions" pane is open. On a desktop it is remembered across dashboards and visits:
 * whoever leaves the side pane open finds it open on the next dashboard. On a phone it is a sheet over
 * the report, so it is never restored (design review 2026-11-29, M3: opened once, it came back over
 * every dashboard and after a reload) and starts closed on every dashboard. Kept through the storage
 * module, so a session's end clears it with the person's other keys and the next person at the
 * computer starts with it closed.
 */
export function useDefinitionsOpen() {
  const phone = useIsPhone();
  const [open, setOpen] = useState(() => !phone && readString(storageKeys.definitionsOpen) === '1');
  const [openedByToggle, setOpenedByToggle] = useState(false);
  const toggle = useCallback(() => {
    if (!phone) {
      if (open) removeKey(storageKeys.definitionsOpen);
      else writeString(storageKeys.definitionsOpen, '1');
    }
    setOpenedByToggle(!open);
    setOpen(!open);
  }, [open, phone]);
  /**
   * `openedByToggle`: opened now by its button, not found open (restored on a desktop): only then does the pane take
   * the focus, so a dashboard that opens with the pane open leaves the focus where the page puts it.
   */
  return { open, toggle, openedByToggle: open && openedByToggle };
}
