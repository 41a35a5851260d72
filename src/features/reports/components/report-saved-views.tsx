import { useEffect } from 'react';
import { announce } from '@/shared/ui/live-announcer';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { PowerBiReport } from '../lib/powerbi';
import { useSavedViews, useSavedViewsStore } from '../stores/saved-views-store';
import { SavedViews } from './saved-views';

function failed(action: string) {
  return (error: unknown) => {
    console.error(`The view could not be ${action}`, error);
    announce(SAVED_VIEWS_TEXT.failed);
  };
}

/**
 * Saved views of one report for the signed-in user: "Save view" captures the report's state with the
 * SDK's bookmark capture, a saved view is applied with `applyState`, "Reset view" applies the state
 * the report had when it loaded and opens its first page (`setPage`; the URL follows the report's
 * `pageChanged`).
 */
export function ReportSavedViews({
  report,
  reportId,
  owner,
  defaultState,
  firstPage,
}: {
  /** The loaded report, or null while it loads (the controls wait). */
  report: PowerBiReport | null;
  reportId: string;
  /** The signed-in user's username: whose views these are. */
  owner: string;
  defaultState: string | null;
  /** The report's first page (from `getPages`). */
  firstPage: string | undefined;
}) {
  const views = useSavedViews(owner, reportId);
  const { save, rename, remove, reload } = useSavedViewsStore.getState();
  // Another user may have saved views in this browser since the store first read them.
  useEffect(() => reload(), [owner, reload]);

  return (
    <SavedViews
      views={views}
      disabled={!report}
      onSave={(name) => {
        report?.bookmarksManager.capture().then((bookmark) => {
          if (!bookmark.state) throw new Error('The captured bookmark has no state');
          const view = save(owner, reportId, name, bookmark.state);
          if (view) announce(SAVED_VIEWS_TEXT.saved(view.name));
        }, failed('saved'));
      }}
      onApply={(view) => {
        report?.bookmarksManager
          .applyState(view.state)
          .then(() => announce(SAVED_VIEWS_TEXT.applied(view.name)), failed('applied'));
      }}
      onRename={(view, name) => rename(owner, reportId, view.id, name)}
      onDelete={(view) => remove(owner, reportId, view.id)}
      onReset={() => {
        if (!report || !defaultState) return;
        report.bookmarksManager
          .applyState(defaultState)
          .then(() => (firstPage ? report.setPage(firstPage) : undefined))
          .catch(failed('reset'));
      }}
    />
  );
}
