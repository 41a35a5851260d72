import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/api/api-error';
import { savedViewsQueryOptions, sharedViewQueryOptions, type SharedView } from '../api/saved-views';
import { announce, confirmAction } from '@/shared/ui/live-announcer';
import { SAVED_VIEWS_TEXT } from '../constants';

/** Who shared an applied view, and when it was saved: what its banner says. */
export type AppliedSharedView = Pick<
  SharedView,
  'name' | 'sharedBy' | 'sharedByUsername' | 'savedAt' | 'state' | 'pageName'
>;

/** What the person who opened a shared link is told: the view shown, or why it is not. */
export type SharedViewOutcome =
  { kind: 'applied'; text: string; view: AppliedSharedView } | { kind: 'failed'; text: string };

/**
 * A view a link names: a view someone shared (`?view=<shareId>`, from "Copy link"), or one of the
 * person's own by its id (`?saved=<viewId>`, home's links), which only its owner can read: a link
 * left in the tab's history opens nothing for the next person who signs in there.
 */
export type ViewLink = { shareId: string } | { viewId: string };

/** A view the report opens in: its state and page go into the embed configuration. */
export interface ViewToOpen {
  name: string;
  state: string;
  pageName: string | null;
  /** Someone else's view, with its banner; none: one of the person's own (confirmed as the view menu does). */
  shared?: AppliedSharedView;
}

/** The linked view: still being read (the embed waits), read, or why it cannot be opened. */
export type LinkedView =
  { status: 'reading' } | { status: 'read'; view: ViewToOpen } | { status: 'failed'; text: string };

const READING: LinkedView = { status: 'reading' };

/**
 * Reads the view a link names, at once, while MSAL starts and the report is looked up: the report is
 * then embedded in it (`bookmark`, `pageName`) and renders once, never its default page first. One of
 * the person's own views comes from their list of views (home has it already). Undefined: no link.
 */
export function useLinkedView(
  reportId: string,
  link: ViewLink | undefined,
  owner: string | undefined,
): LinkedView | undefined {
  const shareId = link && 'shareId' in link ? link.shareId : undefined;
  const viewId = link && 'viewId' in link ? link.viewId : undefined;
  const shared = useQuery({
    ...sharedViewQueryOptions(owner ?? '', reportId, shareId ?? ''),
    enabled: shareId !== undefined,
  });
  const own = useQuery({
    ...savedViewsQueryOptions(owner ?? '', reportId),
    enabled: viewId !== undefined && owner !== undefined,
  });
  return useMemo((): LinkedView | undefined => {
    if (shareId !== undefined) {
      if (shared.isPending) return READING;
      if (shared.isError) {
        const missing = shared.error instanceof ApiError && shared.error.status === 404;
        return { status: 'failed', text: missing ? SAVED_VIEWS_TEXT.sharedMissing : SAVED_VIEWS_TEXT.sharedFailed };
      }
      const { name, sharedBy, sharedByUsername, savedAt, state, pageName } = shared.data;
      // A link to one of the person's own views opens it as their view menu does, without a banner.
      const theirs = owner !== undefined && sharedByUsername === owner;
      const view = { name, sharedBy, sharedByUsername, savedAt, state, pageName };
      return { status: 'read', view: { name, state, pageName, shared: theirs ? undefined : view } };
    }
    if (viewId !== undefined) {
      if (owner === undefined) return { status: 'failed', text: SAVED_VIEWS_TEXT.ownViewMissing };
      if (own.isPending) return READING;
      if (own.isError) return { status: 'failed', text: SAVED_VIEWS_TEXT.ownViewFailed };
      const found = own.data.find((view) => view.id === viewId);
      if (!found) return { status: 'failed', text: SAVED_VIEWS_TEXT.ownViewMissing };
      return { status: 'read', view: { name: found.name, state: found.state, pageName: found.pageName } };
    }
    return undefined;
  }, [
    shareId,
    viewId,
    owner,
    shared.isPending,
    shared.isError,
    shared.error,
    shared.data,
    own.isPending,
    own.isError,
    own.data,
  ]);
}

/** The report loaded in a linked view: one's own is confirmed as the view menu does, another's gets its banner. */
export function tellViewOpened(view: ViewToOpen, setOutcome: (outcome: SharedViewOutcome) => void) {
  if (!view.shared) {
    confirmAction(SAVED_VIEWS_TEXT.applied(view.name));
    return;
  }
  const text = SAVED_VIEWS_TEXT.sharedApplied(view.name, view.shared.sharedBy);
  setOutcome({ kind: 'applied', text, view: view.shared });
  announce(text);
}
