import { removeKey } from './browser-storage';
import { storageKeys } from './storage-keys';

/**
 * The last day the portal offers the views earlier versions kept in this browser (`oa_saved_views`)
 * to their owners. From this date (00:00 UTC) on, every start removes the key, whatever it holds:
 * entries whose owner never came back would otherwise stay readable (and plantable) in this browser
 * for good (R10.4; docs/security.md, "Legacy saved views").
 */
export const LEGACY_SAVED_VIEWS_CUT_OFF = new Date('2027-03-31T00:00:00Z');

/** At start-up: on or after the cut-off date, the legacy saved views' key goes. */
export function removeLegacySavedViewsAfterCutOff(now: Date = new Date()): void {
  if (now.getTime() >= LEGACY_SAVED_VIEWS_CUT_OFF.getTime()) removeKey(storageKeys.savedViews);
}
