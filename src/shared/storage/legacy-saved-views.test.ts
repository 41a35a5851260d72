import { afterEach, describe, expect, it } from 'vitest';
import { removeLegacySavedViewsAfterCutOff } from './legacy-saved-views';
import { storageKeys } from './storage-keys';

describe('the legacy saved views before their cut-off date (issue 61, R5)', () => {
  afterEach(() => localStorage.clear());

  it('are kept up to 256 KiB, and dropped at start-up when over it (planted, or grown to fill localStorage)', () => {
    const beforeCutOff = new Date('2027-01-15T09:00:00Z');
    const atCap = 'x'.repeat(256 * 1024);
    localStorage.setItem(storageKeys.savedViews, atCap);
    removeLegacySavedViewsAfterCutOff(beforeCutOff);
    expect(localStorage.getItem(storageKeys.savedViews)).toBe(atCap);

    localStorage.setItem(storageKeys.savedViews, `${atCap}x`);
    removeLegacySavedViewsAfterCutOff(beforeCutOff);
    expect(localStorage.getItem(storageKeys.savedViews)).toBeNull();
  });
});
