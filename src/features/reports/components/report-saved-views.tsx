import { announce } from '@/shared/ui/live-announcer';
import { SAVED_VIEWS_TEXT } from '../constants';
import { useSavedViews, type ShownView } from '../hooks/use-saved-views';
import type { PowerBiReport } from '../lib/powerbi';
import { SavedViews } from './saved-views';
import { showOwnView } from '../lib/own-view';

function failed(action: string) {
  return (error: unknown) => {
    console.error(`The view could not be ${action}`, error);
    announce(SAVED_VIEWS_TEXT.failed);
  };
}

/** The link that opens this report with the view applied (`?view=<shareId>`), for any portal user. */
function shareLinkOf(shareId: string): string {
  const url = new URL(window.location.pathname, window.location.origin);
  url.searchParams.set('view', shareId);
  return url.href;
}

/** Copies the view's link; answers the link when the clipboard refused it, to be shown instead. */
async function copyLink(view: ShownView): Promise<string | null> {
  if (!view.saved) return null;
  const link = shareLinkOf(view.saved.shareId);
  try {
    await navigator.clipboard.writeText(link);
    announce(SAVED_VIEWS_TEXT.linkCopied(view.name));
    return null;
  } catch {
    return link;
  }
}

/**
 * Saved views of one report for the signed-in user, kept by the backend: "Save view" captures the
 * report's state with the SDK's bookmark capture, a saved view is applied with `applyState`, "Reset
 * view" applies the state the report had when it loaded and opens its first page (`setPage`; the URL
 * follows the report's `pageChanged`).
 */
export function ReportSavedViews({
  report,
  reportId,
  owner,
  defaultState,
  firstPage,
  activePage,
}: {
  /** The loaded report, or null while it loads (the controls wait). */
  report: PowerBiReport | null;
  reportId: string;
  /** The signed-in user's username: whose views these are. */
  owner: string;
  defaultState: string | null;
  /** The report's first page (from `getPages`). */
  firstPage: string | undefined;
  /** The page shown now: the page a new view opens on. */
  activePage: string | null;
}) {
  const views = useSavedViews(owner, reportId);
  return (
    <SavedViews
      views={views.views}
      status={views.status}
      notice={views.notice}
      onReload={views.reload}
      disabled={!report}
      onSave={(name) => {
        report?.bookmarksManager.capture().then((bookmark) => {
          if (!bookmark.state) throw new Error('The captured bookmark has no state');
          views.save({ name, state: bookmark.state, pageName: activePage });
          announce(SAVED_VIEWS_TEXT.saved(name.trim()));
        }, failed('saved'));
      }}
      onApply={(view) => {
        report?.bookmarksManager
          .applyState(view.state)
          .then(() => announce(SAVED_VIEWS_TEXT.applied(view.name)), failed('applied'));
      }}
      onRename={views.rename}
      onDelete={views.remove}
      onRetry={views.retry}
      onDiscard={views.discard}
      onMove={views.move}
      onCopyLink={copyLink}
      onReset={() => {
        if (!report || !defaultState) return;
        showOwnView(report, defaultState, firstPage).catch(failed('reset'));
      }}
    />
  );
}
