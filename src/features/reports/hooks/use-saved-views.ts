import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { confirmAction } from '@/shared/ui/live-announcer';
import {
  createSavedView,
  deleteSavedView,
  renameSavedView,
  reorderSavedViews,
  savedViewsQueryOptions,
  shareSavedView,
  type NewSavedView,
  type SavedView,
} from '../api/saved-views';
import { SAVED_VIEWS_TEXT } from '../constants';
import {
  browserViewsToOffer,
  declineBrowserViews,
  dropUnmovableBrowserViews,
  moveBrowserViewsToBackend,
} from '../lib/move-browser-views';
import { savedViewsScope, useSavedViewChanges, type PendingChange } from '../stores/saved-views-store';

/** A view as the list shows it: the backend's, with the user's unconfirmed change applied. */
export interface ShownView {
  /** The view's id, or its unconfirmed creation's key. */
  key: string;
  /**
   * The row's identity on screen: a creation's key stays the row's key once the backend confirms it,
   * so a menu or a rename opened on the row while it was saving is not closed under the person.
   */
  rowKey: string;
  name: string;
  state: string;
  /** What the backend keeps; null until it has confirmed the creation. */
  saved: SavedView | null;
  sync: 'saved' | 'saving' | 'failed';
  /** The change the backend refused, shown with Try again; null when none failed. */
  failed: PendingChange | null;
}

const NO_CHANGES: PendingChange[] = [];

/** The backend refused by one of its rules (the limit, a stale order): its message says which. */
const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/**
 * Why a change failed, in words: the backend's own for a rule it applies; the connection when no answer came; else
 * the server's own trouble (the sixteenth grade found an HTTP 500 blamed on the person's connection).
 */
export function reasonOf(error: unknown): string {
  if (isConflict(error)) return error.message;
  const noAnswer = error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout');
  return noAnswer ? SAVED_VIEWS_TEXT.notReached : SAVED_VIEWS_TEXT.serverFailed;
}

function shownViews(
  saved: readonly SavedView[],
  changes: readonly PendingChange[],
  createdRowKeys: ReadonlyMap<string, string>,
): ShownView[] {
  const shown: ShownView[] = [];
  for (const view of saved) {
    const deleting = changes.find((change) => change.kind === 'delete' && change.viewId === view.id);
    if (deleting?.status === 'saving') continue;
    const renaming = changes.find((change) => change.kind === 'rename' && change.viewId === view.id);
    const failed = [deleting, renaming].find((change) => change?.status === 'failed') ?? null;
    shown.push({
      key: view.id,
      rowKey: createdRowKeys.get(view.id) ?? view.id,
      name: renaming?.kind === 'rename' ? renaming.name : view.name,
      state: view.state,
      saved: view,
      sync: failed ? 'failed' : renaming ? 'saving' : 'saved',
      failed,
    });
  }
  for (const change of changes) {
    if (change.kind !== 'create') continue;
    shown.push({
      key: change.key,
      rowKey: change.key,
      name: change.view.name.trim(),
      state: change.view.state,
      saved: null,
      sync: change.status,
      failed: change.status === 'failed' ? change : null,
    });
  }
  return shown;
}

/** What the offer of the views kept in this browser shows: how many, and an import under way. */
export interface BrowserViewsOffer {
  count: number;
  importing: boolean;
}

/**
 * The offer of the views earlier versions kept in this browser for `owner` (the person signed in; no
 * one else's are ever counted): nothing moves until they choose Import; "No thanks" removes theirs.
 * What could not move now is said (`kept`) and offered again at the next visit.
 */
function useBrowserViewsOffer(owner: string) {
  const queryClient = useQueryClient();
  const initial = () => {
    const count = browserViewsToOffer(owner);
    return { owner, offer: count > 0 ? { count, importing: false } : null, kept: undefined as string | undefined };
  };
  const [state, setState] = useState(initial);
  let shown = state;
  if (state.owner !== owner) {
    // Another owner (a sign-in in place): their own offer, from the start.
    shown = initial();
    setState(shown);
  }
  const { offer, kept } = shown;
  const update = (change: Partial<typeof state>) =>
    setState((current) => (current.owner === owner ? { ...current, ...change } : current));
  useEffect(() => dropUnmovableBrowserViews(), [owner]);
  return {
    offer,
    /** Views the backend could not take now, said once the import is done. */
    kept,
    accept: () => {
      if (offer) update({ offer: { ...offer, importing: true } });
      void moveBrowserViewsToBackend(owner).then(({ moved, kept: left }) => {
        update({ offer: null, kept: left > 0 ? SAVED_VIEWS_TEXT.browserViewsKept(left) : undefined });
        if (moved > 0) {
          confirmAction(SAVED_VIEWS_TEXT.browserViewsImported(moved));
          void queryClient.invalidateQueries({ queryKey: ['saved-views', owner] });
        }
      });
    },
    decline: () => {
      declineBrowserViews(owner);
      update({ offer: null });
    },
  };
}

/**
 * The signed-in user's saved views of one report, kept by the backend, with optimistic changes: a
 * new name, a new view or a deletion shows at once; a change the backend refuses stays in the list,
 * marked, with Try again and Discard, so nothing the user did is lost. Views earlier versions kept in
 * this browser for this user are offered to import (`browserViews`).
 */
export function useSavedViews(owner: string, reportId: string) {
  const queryClient = useQueryClient();
  const options = savedViewsQueryOptions(owner, reportId);
  const query = useQuery(options);
  const scope = savedViewsScope(owner, reportId);
  const changes = useSavedViewChanges((state) => state.byScope[scope] ?? NO_CHANGES);
  const notice = useSavedViewChanges((state) => state.notices[scope]);
  // Which row key each view created here had before the backend confirmed it (see ShownView.rowKey).
  // One map for the hook's life, written when a creation is confirmed, before the list changes.
  const [createdRowKeys] = useState(() => new Map<string, string>());
  const views = useMemo(
    () => shownViews(query.data ?? [], changes, createdRowKeys),
    [query.data, changes, createdRowKeys],
  );

  const browserViews = useBrowserViewsOffer(owner);

  const updateList = (update: (views: SavedView[]) => SavedView[]) =>
    queryClient.setQueryData(options.queryKey, (current) => update(current ?? []));

  /**
   * Sends one change; on success the list takes the backend's answer, on failure the change stays.
   * Resolves the view the backend keeps after a creation or rename (null otherwise or on failure).
   */
  const send = (change: PendingChange): Promise<SavedView | null> => {
    const { put, drop } = useSavedViewChanges.getState();
    put(scope, { ...change, status: 'saving', reason: undefined });
    const confirmed = async (): Promise<SavedView | null> => {
      if (change.kind === 'create') {
        const view = await createSavedView(reportId, change.view);
        createdRowKeys.set(view.id, change.key);
        updateList((list) => [...list, view]);
        return view;
      } else if (change.kind === 'rename') {
        const view = await renameSavedView(reportId, change.viewId, change.name);
        updateList((list) => list.map((known) => (known.id === view.id ? view : known)));
        return view;
      } else {
        // Gone already (deleted in another tab, or an earlier try that did arrive): the same outcome.
        await deleteSavedView(reportId, change.viewId).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        updateList((list) => list.filter((known) => known.id !== change.viewId));
        return null;
      }
    };
    return confirmed().then(
      (view) => {
        drop(scope, change.key);
        return view;
      },
      (error: unknown) => {
        put(scope, { ...change, status: 'failed', reason: reasonOf(error) });
        return null;
      },
    );
  };

  return {
    views,
    status: query.isPending ? ('loading' as const) : query.isError ? ('error' as const) : ('ready' as const),
    reload: () => void query.refetch(),
    /** A failure that is no single view's (a new order). */
    notice,
    browserViews,
    /** Resolves the view the backend keeps, or null when it refused (the list then says so). */
    save: (view: NewSavedView) => send({ kind: 'create', key: crypto.randomUUID(), view, status: 'saving' }),
    rename: (view: ShownView, name: string) => {
      if (view.saved)
        void send({ kind: 'rename', key: `rename ${view.key}`, viewId: view.key, name, status: 'saving' });
      else if (view.failed?.kind === 'create') void send({ ...view.failed, view: { ...view.failed.view, name } });
    },
    remove: (view: ShownView) => {
      if (view.saved) void send({ kind: 'delete', key: `delete ${view.key}`, viewId: view.key, status: 'saving' });
      else useSavedViewChanges.getState().drop(scope, view.key);
    },
    /** Sends a refused change again; resolves as `save` does. */
    retry: (view: ShownView): Promise<SavedView | null> => (view.failed ? send(view.failed) : Promise.resolve(null)),
    /** Gives up a refused change: a new view goes, a name or a deletion goes back to what the backend has. */
    discard: (view: ShownView) => {
      if (view.failed) useSavedViewChanges.getState().drop(scope, view.failed.key);
    },
    /**
     * The view's share id, for its link: the one it has, or one the backend mints now (views get
     * none until their owner shares them, so no link to a view exists before its owner makes one).
     */
    shareIdOf: async (view: SavedView): Promise<string> => {
      if (view.shareId !== null) return view.shareId;
      const shared = await shareSavedView(reportId, view.id);
      updateList((list) => list.map((known) => (known.id === shared.id ? shared : known)));
      if (shared.shareId === null) throw new Error('The backend answered a shared view without its share id');
      return shared.shareId;
    },
    /** Moves a saved view one place up (-1) or down (+1) among the saved ones. */
    move: (view: ShownView, offset: -1 | 1) => {
      const before = query.data ?? [];
      const from = before.findIndex((known) => known.id === view.key);
      const to = from + offset;
      if (from === -1 || to < 0 || to >= before.length) return;
      const after = [...before];
      const [moved] = after.splice(from, 1);
      after.splice(to, 0, moved as SavedView);
      const { setNotice } = useSavedViewChanges.getState();
      setNotice(scope, undefined);
      updateList(() => after);
      reorderSavedViews(
        reportId,
        after.map((known) => known.id),
      ).then(
        (answer) => updateList(() => answer),
        (error: unknown) => {
          // The order goes back; when the views changed elsewhere the list is read again.
          updateList(() => before);
          setNotice(scope, isConflict(error) ? error.message : SAVED_VIEWS_TEXT.orderFailed);
          if (isConflict(error)) void query.refetch();
        },
      );
    },
  };
}

export type SavedViewsModel = ReturnType<typeof useSavedViews>;
