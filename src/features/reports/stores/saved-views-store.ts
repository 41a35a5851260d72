import { create } from 'zustand';
import { readJson, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../constants';

/** A report state the user saved under a name: the SDK's captured bookmark state (opaque base64). */
export interface SavedView {
  id: string;
  name: string;
  state: string;
  savedAt: string;
}

/**
 * What `oa_saved_views` holds: owner (the portal username) → report id → views, oldest first. One
 * record for every user of the browser; the store only ever hands out the signed-in user's part.
 */
type SavedViewsRecord = Record<string, Record<string, SavedView[]>>;

function isSavedView(value: unknown): value is SavedView {
  if (value === null || typeof value !== 'object') return false;
  const { id, name, state, savedAt } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof state === 'string' && typeof savedAt === 'string';
}

function isRecordOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is Record<string, T> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isItem);
}

function isSavedViewsRecord(value: unknown): value is SavedViewsRecord {
  return isRecordOf(value, (byReport): byReport is Record<string, SavedView[]> =>
    isRecordOf(byReport, (views): views is SavedView[] => Array.isArray(views) && views.every(isSavedView)),
  );
}

/** A name as kept: trimmed, at most `SAVED_VIEW_NAME_MAX_LENGTH` characters; empty means none. */
export function cleanViewName(name: string): string {
  return name.trim().slice(0, SAVED_VIEW_NAME_MAX_LENGTH);
}

interface SavedViewsState {
  /** Read from storage on first use and after every write (another tab may have written since). */
  record: SavedViewsRecord;
  /** Re-reads storage: after a sign-in, or when another tab changed the views. */
  reload: () => void;
  save: (owner: string, reportId: string, name: string, state: string) => SavedView | null;
  rename: (owner: string, reportId: string, id: string, name: string) => void;
  remove: (owner: string, reportId: string, id: string) => void;
}

function readRecord(): SavedViewsRecord {
  return readJson(storageKeys.savedViews, isSavedViewsRecord) ?? {};
}

/**
 * The saved views of the embedded reports, kept per user and per report through the one storage
 * module. Every change starts from what storage holds now, so two tabs never overwrite each other's
 * views with a stale copy.
 */
export const useSavedViewsStore = create<SavedViewsState>()((set) => {
  const update = (owner: string, reportId: string, change: (views: SavedView[]) => SavedView[]) => {
    const record = readRecord();
    const views = change(record[owner]?.[reportId] ?? []);
    const next: SavedViewsRecord = { ...record, [owner]: { ...record[owner], [reportId]: views } };
    writeJson(storageKeys.savedViews, next);
    set({ record: next });
  };
  return {
    record: readRecord(),
    reload: () => set({ record: readRecord() }),
    save: (owner, reportId, name, state) => {
      const cleaned = cleanViewName(name);
      if (!owner || !cleaned) return null;
      const view: SavedView = { id: crypto.randomUUID(), name: cleaned, state, savedAt: new Date().toISOString() };
      update(owner, reportId, (views) => [...views, view]);
      return view;
    },
    rename: (owner, reportId, id, name) => {
      const cleaned = cleanViewName(name);
      if (!owner || !cleaned) return;
      update(owner, reportId, (views) => views.map((view) => (view.id === id ? { ...view, name: cleaned } : view)));
    },
    remove: (owner, reportId, id) => {
      if (!owner) return;
      update(owner, reportId, (views) => views.filter((view) => view.id !== id));
    },
  };
});

const NO_VIEWS: SavedView[] = [];

/** The signed-in user's saved views of one report (none without a user). */
export function useSavedViews(owner: string | undefined, reportId: string): SavedView[] {
  return useSavedViewsStore((state) => (owner ? state.record[owner]?.[reportId] : undefined) ?? NO_VIEWS);
}
