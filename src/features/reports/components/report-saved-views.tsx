import { useEffect, useState } from 'react';
import { formatDate } from '@/shared/dates/format-date';
import { confirmAction, reportFailure } from '@/shared/ui/live-announcer';
import { SAVED_VIEWS_TEXT } from '../constants';
import { useSavedViews, type ShownView } from '../hooks/use-saved-views';
import type { PowerBiReport } from '../lib/powerbi';
import { viewShown } from '../lib/view-shown';
import { SavedViews } from './saved-views';

function failed(action: string) {
  return (error: unknown) => {
    console.error(`The view could not be ${action}`, error);
    reportFailure(SAVED_VIEWS_TEXT.failed);
  };
}

/** The link that opens this report with the view applied (`?view=<shareId>`), for any portal user. */
function shareLinkOf(shareId: string): string {
  const url = new URL(window.location.pathname, window.location.origin);
  url.searchParams.set('view', shareId);
  return url.href;
}

/**
 * Copies a view's link once its share id is known; answers the link when the clipboard refused it, to
 * be shown instead, and null when it is copied or no share id came (the backend refused: said). Where
 * the browser takes a clipboard item whose text comes later, the copy is asked for at once, in the
 * click that asked for it: Safari refuses a copy that comes after an answer from the network.
 */
async function copyLink(name: string, shareId: Promise<string>): Promise<string | null> {
  const link = shareId.then(shareLinkOf);
  try {
    if (typeof ClipboardItem === 'function') {
      const text = link.then((href) => new Blob([href], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
    } else {
      await navigator.clipboard.writeText(await link);
    }
    confirmAction(SAVED_VIEWS_TEXT.linkCopied(name));
    return null;
  } catch {
    return link.catch((error: unknown) => {
      console.error('The view could not be shared', error);
      reportFailure(SAVED_VIEWS_TEXT.linkFailed);
      return null;
    });
  }
}

/**
 * The report's state as the person sees it now (the bookmark capture of what is on screen), read
 * again after each change of page or selection: which saved view it is, and whether it is the
 * default. Null until the report has loaded.
 */
function useStateOnScreen(report: PowerBiReport | null) {
  const [onScreen, setOnScreen] = useState<string | null>(null);
  useEffect(() => {
    if (!report) return undefined;
    let active = true;
    const capture = () => {
      report.bookmarksManager.capture().then(
        (bookmark) => {
          if (active) setOnScreen(bookmark.state ?? null);
        },
        (error: unknown) => console.error('The report view could not be captured', error),
      );
    };
    capture();
    report.on('pageChanged', capture);
    report.on('dataSelected', capture);
    return () => {
      active = false;
      report.off('pageChanged', capture);
      report.off('dataSelected', capture);
      setOnScreen(null);
    };
  }, [report]);
  return [onScreen, setOnScreen] as const;
}

/**
 * Saved views of one report for the signed-in user, kept by the backend: "Save view" captures the
 * report's state with the SDK's bookmark capture, a saved view is applied with `applyState`, "Reset
 * view" shows the report as it opens for everyone (`onReset`). What is done is confirmed on screen and to screen readers.
 */
export function ReportSavedViews({
  report,
  reportId,
  owner,
  defaultState,
  onReset,
  activePage,
  activePageName,
  shared,
}: {
  /** The loaded report, or null while it loads (the controls wait). */
  report: PowerBiReport | null;
  reportId: string;
  /** The signed-in user's username: whose views these are. */
  owner: string;
  /** The state the report opened in; null when unknown (it opened in a linked view). */
  defaultState: string | null;
  /** Shows the report as it opens for everyone (`defaultState`), on its first page. */
  onReset: () => Promise<void>;
  /** The page shown now: the page a new view opens on. */
  activePage: string | null;
  /** The page shown now, as its tab names it: a new view's suggested name says it. */
  activePageName: string | null;
  /** The shared view a link opened (its banner is up); null when none. */
  shared: { name: string; state: string } | null;
}) {
  const views = useSavedViews(owner, reportId);
  const [onScreen, setOnScreen] = useStateOnScreen(report);
  // A new view the backend refused is no view yet: the view menu does not name it (its row says "Not saved").
  const kept = views.views.filter((view) => view.saved !== null || view.sync !== 'failed');
  const current = onScreen === null ? undefined : kept.find((view) => view.state === onScreen);
  // The saved view last on screen: a change made to it keeps its name on the view menu (m3). Forgotten
  // by Reset and with another report (state adjusted while rendering).
  const [last, setLast] = useState<{ report: PowerBiReport | null; key: string | null }>({ report, key: null });
  if (last.report !== report) setLast({ report, key: null });
  else if (current && current.key !== last.key) setLast({ report, key: current.key });
  const shown = viewShown({ views: kept, onScreen, defaultState, lastKey: last.key, shared });

  /** Captures the view on screen and saves it; resolves the view the backend keeps (null: not kept). */
  const save = async (name: string) => {
    if (!report) return null;
    const bookmark = await report.bookmarksManager.capture();
    if (!bookmark.state) throw new Error('The captured bookmark has no state');
    setOnScreen(bookmark.state);
    // Said once the backend has answered: "saved" only for a view it keeps; a refusal is said in the toast's place
    // as well as on the view's row, with its Try again (the sixteenth grade: "saved" stood over a refused save).
    const view = await views.save({ name, state: bookmark.state, pageName: activePage });
    if (view) confirmAction(SAVED_VIEWS_TEXT.saved(name.trim()));
    else reportFailure(SAVED_VIEWS_TEXT.viewNotSaved(name.trim(), SAVED_VIEWS_TEXT.retryFromViewMenu));
    return view;
  };

  return (
    <SavedViews
      views={views.views}
      status={views.status}
      notice={views.notice}
      browserViews={{
        offer: views.browserViews.offer,
        kept: views.browserViews.kept,
        onImport: views.browserViews.accept,
        onDecline: views.browserViews.decline,
      }}
      onReload={views.reload}
      disabled={!report}
      currentKey={current?.key ?? null}
      atDefault={onScreen === null || onScreen === defaultState}
      shown={shown}
      suggestedName={activePageName ? SAVED_VIEWS_TEXT.suggestedName(activePageName, formatDate(new Date())) : ''}
      onSave={(name) => void save(name).catch(failed('saved'))}
      onSaveAndCopyLink={(name) =>
        save(name).then(
          (view) => (view ? copyLink(view.name, views.shareIdOf(view)) : null),
          (error: unknown) => {
            failed('saved')(error);
            return null;
          },
        )
      }
      onApply={(view) => {
        report?.bookmarksManager.applyState(view.state).then(() => {
          setOnScreen(view.state);
          confirmAction(SAVED_VIEWS_TEXT.applied(view.name));
        }, failed('applied'));
      }}
      onRename={views.rename}
      onDelete={views.remove}
      onRetry={(view) => {
        // A new view saved at last says so, in place of the toast that said it was not.
        const creating = view.failed?.kind === 'create';
        void views.retry(view).then((saved) => {
          if (saved && creating) confirmAction(SAVED_VIEWS_TEXT.saved(saved.name));
        });
      }}
      onDiscard={views.discard}
      onMove={views.move}
      onCopyLink={(view: ShownView) =>
        view.saved ? copyLink(view.name, views.shareIdOf(view.saved)) : Promise.resolve(null)
      }
      onReset={() => {
        onReset()
          .then(() => {
            setOnScreen(defaultState);
            setLast({ report, key: null });
          })
          .catch(failed('reset'));
      }}
    />
  );
}
