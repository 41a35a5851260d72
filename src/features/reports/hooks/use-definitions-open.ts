import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { readString, removeKey, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { PANE_BESIDE_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/**
 * Whether the "Definitions" pane is open. Where it stands beside the report (from 1440 px) it is remembered across
 * dashboards and visits: whoever leaves the side pane open finds it open on the next dashboard. Below, it lies over
 * the report (a laptop's right side, a phone's sheet), so it is never restored and starts closed on every dashboard
 * (design review 2026-11-29, M3 on phones; the fourteenth grade on laptops: found open, it hid three of a table's five
 * columns and cut a failed report's message). Closing it anywhere forgets it. Kept through the storage module, so a
 * session's end clears it with the person's other keys and the next person at the computer starts with it closed.
 */
export function useDefinitionsOpen() {
  const beside = useMediaQuery(PANE_BESIDE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(() => beside && readString(storageKeys.definitionsOpen) === '1');
  const [openedByToggle, setOpenedByToggle] = useState(false);
  const toggle = useCallback(() => {
    if (open) removeKey(storageKeys.definitionsOpen);
    else if (beside) writeString(storageKeys.definitionsOpen, '1');
    setOpenedByToggle(!open);
    setOpen(!open);
  }, [open, beside]);
  /**
   * `openedByToggle`: opened now by its button, not found open (restored beside the report): only then does the pane
   * take the focus, so a dashboard that opens with the pane open leaves the focus where the page puts it.
   */
  return { open, toggle, openedByToggle: open && openedByToggle };
}
