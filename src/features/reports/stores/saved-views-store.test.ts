import { afterEach, describe, expect, it } from 'vitest';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../constants';
import { useSavedViewsStore } from './saved-views-store';

const store = () => useSavedViewsStore.getState();
const viewsOf = (owner: string, reportId: string) => store().record[owner]?.[reportId] ?? [];

describe('saved views: per user and per report, in browser storage', () => {
  afterEach(() => {
    localStorage.clear();
    store().reload();
  });

  it('saves, renames and deletes a view, and writes each change to storage', () => {
    const view = store().save('javery', 'report-1', '  Texas focus ', 'state-1');
    expect(view).toMatchObject({ name: 'Texas focus', state: 'state-1' });
    store().rename('javery', 'report-1', view!.id, 'Texas and Ohio');
    expect(viewsOf('javery', 'report-1').map((saved) => saved.name)).toEqual(['Texas and Ohio']);
    expect(localStorage.getItem(storageKeys.savedViews)).toContain('Texas and Ohio');
    store().remove('javery', 'report-1', view!.id);
    expect(viewsOf('javery', 'report-1')).toEqual([]);
  });

  it("keeps each user's views and each report's views apart", () => {
    store().save('javery', 'report-1', 'Mine', 'a');
    store().save('javery', 'report-2', 'Other report', 'b');
    store().save('mlee', 'report-1', 'Morgan', 'c');
    expect(viewsOf('javery', 'report-1').map((view) => view.name)).toEqual(['Mine']);
    expect(viewsOf('mlee', 'report-1').map((view) => view.name)).toEqual(['Morgan']);
    expect(viewsOf('javery', 'report-2').map((view) => view.name)).toEqual(['Other report']);
    // Renaming or deleting another user's view id does nothing to one's own.
    const morgans = viewsOf('mlee', 'report-1')[0]!;
    store().remove('javery', 'report-1', morgans.id);
    expect(viewsOf('mlee', 'report-1')).toHaveLength(1);
  });

  it('survives a reload and the sign-out clearing of browser storage', () => {
    store().save('javery', 'report-1', 'Kept', 'a');
    clearAllBrowserStorage();
    store().reload();
    expect(viewsOf('javery', 'report-1').map((view) => view.name)).toEqual(['Kept']);
  });

  it('refuses an empty name and cuts a long one', () => {
    expect(store().save('javery', 'report-1', '   ', 'a')).toBeNull();
    expect(store().save('', 'report-1', 'No owner', 'a')).toBeNull();
    const long = store().save('javery', 'report-1', 'x'.repeat(200), 'a');
    expect(long?.name).toHaveLength(SAVED_VIEW_NAME_MAX_LENGTH);
  });

  it('reads a corrupt or wrongly shaped record as no views', () => {
    localStorage.setItem(storageKeys.savedViews, '{"javery":{"report-1":[{"id":1}]}}');
    store().reload();
    expect(viewsOf('javery', 'report-1')).toEqual([]);
    localStorage.setItem(storageKeys.savedViews, '{not json');
    store().reload();
    expect(store().record).toEqual({});
  });

  it('starts every change from what storage holds now (another tab may have saved meanwhile)', () => {
    store().save('javery', 'report-1', 'This tab', 'a');
    const otherTab = JSON.parse(localStorage.getItem(storageKeys.savedViews)!) as Record<
      string,
      Record<string, unknown[]>
    >;
    otherTab.javery!['report-1']!.push({ id: 'other', name: 'Other tab', state: 'b', savedAt: '2026-11-23T10:00:00Z' });
    localStorage.setItem(storageKeys.savedViews, JSON.stringify(otherTab));
    store().save('javery', 'report-1', 'Third', 'c');
    expect(viewsOf('javery', 'report-1').map((view) => view.name)).toEqual(['This tab', 'Other tab', 'Third']);
  });
});
