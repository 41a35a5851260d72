import { create } from 'zustand';
import type { NewSavedView } from '../api/saved-views';

/** Where a change stands: on its way to the backend, or refused (kept, with Try again). */
export type ChangeStatus = 'saving' | 'failed';

interface ChangeBase {
  /** One per view and kind of change: a new change of the same kind replaces the old one. */
  key: string;
  status: ChangeStatus;
  /** Why the backend did not take it (shown with Try again). */
  reason?: string;
}

/** A change the backend has not confirmed: shown at once, kept until it is or the user discards it. */
export type PendingChange =
  | (ChangeBase & { kind: 'create'; view: NewSavedView })
  | (ChangeBase & { kind: 'rename'; viewId: string; name: string })
  | (ChangeBase & { kind: 'delete'; viewId: string });

interface SavedViewChangesState {
  /** By scope (`savedViewsScope`): the user's unconfirmed changes of one report's views, in order. */
  byScope: Record<string, PendingChange[]>;
  /** A failure that is not one view's (a new order the backend refused), by scope. */
  notices: Record<string, string | undefined>;
  put: (scope: string, change: PendingChange) => void;
  drop: (scope: string, key: string) => void;
  setNotice: (scope: string, notice: string | undefined) => void;
}

/** One user's views of one report. */
export function savedViewsScope(owner: string, reportId: string): string {
  return `${owner}\n${reportId}`;
}

/**
 * The saved-view changes the backend has not confirmed yet, in this tab's memory only: what the
 * views look like at once (optimistic), and what failed, until Try again or Discard. The views
 * themselves live on the backend (the query cache holds its answer).
 */
export const useSavedViewChanges = create<SavedViewChangesState>()((set) => ({
  byScope: {},
  notices: {},
  put: (scope, change) =>
    set((state) => {
      const changes = state.byScope[scope] ?? [];
      const at = changes.findIndex((known) => known.key === change.key);
      const next = at === -1 ? [...changes, change] : changes.map((known, index) => (index === at ? change : known));
      return { byScope: { ...state.byScope, [scope]: next } };
    }),
  drop: (scope, key) =>
    set((state) => ({
      byScope: { ...state.byScope, [scope]: (state.byScope[scope] ?? []).filter((change) => change.key !== key) },
    })),
  setNotice: (scope, notice) => set((state) => ({ notices: { ...state.notices, [scope]: notice } })),
}));
