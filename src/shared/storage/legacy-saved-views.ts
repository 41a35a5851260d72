import { readString, removeKey } from './browser-storage';
import { storageKeys } from './storage-keys';

/**
 * The last day the portal offers the views earlier versions kept in this browser (`oa_saved_views`)
 * to their owners. From this date (00:00 UTC) on, every start removes the key, whatever it holds:
 * entries whose owner never came back would otherwise stay readable (and plantable) in this browser
 * for good (R10.4; docs/security.md, "Legacy saved views").
 */
export const LEGACY_SAVED_VIEWS_CUT_OFF = new Date('2027-03-31T00:00:00Z');

/**
 * The most the legacy record may hold (characters). Far more than any person's views of the four
 * reports; beyond it the record was planted or grew wrong, and it would fill localStorage, which the
 * session's browser-wide facts need.
 */
export const LEGACY_SAVED_VIEWS_MAX_CHARS = 256 * 1024;

/** At start-up: on or after the cut-off date, or when it is over its cap, the legacy saved views' key goes. */
export function removeLegacySavedViewsAfterCutOff(now: Date = new Date()): void {
  const tooLarge = (readString(storageKeys.savedViews)?.length ?? 0) > LEGACY_SAVED_VIEWS_MAX_CHARS;
  if (tooLarge || now.getTime() >= LEGACY_SAVED_VIEWS_CUT_OFF.getTime()) removeKey(storageKeys.savedViews);
}
