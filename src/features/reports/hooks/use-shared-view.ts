import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { announce, confirmAction } from '@/shared/ui/live-announcer';
import { getSharedView, type SharedView } from '../api/saved-views';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { PowerBiReport } from '../lib/powerbi';

/** Who shared an applied view, and when it was saved: what its banner says. */
export type AppliedSharedView = Pick<
  SharedView,
  'name' | 'sharedBy' | 'sharedByUsername' | 'savedAt' | 'state' | 'pageName'
>;

/** What the person who opened a shared link is told: the view shown, or why it is not. */
export type SharedViewOutcome =
  { kind: 'applied'; text: string; view: AppliedSharedView } | { kind: 'failed'; text: string };

/**
 * Opens a view someone shared by link (`?view=<shareId>`): the view is read while the report loads
 * and applied once it has; then `onDone` drops it from the URL. Answers what to tell the user. A link
 * to one of the person's own views (`owner`'s: the home page's saved views) applies it as their
 * saved-views menu does, with the same confirmation and no shared view's banner.
 */
export function useSharedView(
  report: PowerBiReport | null,
  reportId: string,
  shareId: string | undefined,
  onDone: (() => void) | undefined,
  owner?: string,
) {
  const [outcome, setOutcome] = useState<SharedViewOutcome | null>(null);
  const applied = useRef<string | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // Read at once, while the report loads (a plain call: the view needs no cache, and the report's
  // tests and stories render it without one).
  const [answer, setAnswer] = useState<{ view: SharedView } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!shareId) return undefined;
    let active = true;
    getSharedView(reportId, shareId).then(
      (view) => active && setAnswer({ view }),
      (error: unknown) => active && setAnswer({ error }),
    );
    return () => {
      active = false;
    };
  }, [reportId, shareId]);

  useEffect(() => {
    if (!shareId || !report || !answer || applied.current === shareId) return;
    applied.current = shareId;
    const fail = (text: string) => setOutcome({ kind: 'failed', text });
    if ('error' in answer) {
      const missing = answer.error instanceof ApiError && answer.error.status === 404;
      fail(missing ? SAVED_VIEWS_TEXT.sharedMissing : SAVED_VIEWS_TEXT.sharedFailed);
      done.current?.();
      return;
    }
    const { view } = answer;
    const ownView = owner !== undefined && view.sharedByUsername === owner;
    report.bookmarksManager.applyState(view.state).then(
      () => {
        if (ownView) {
          confirmAction(SAVED_VIEWS_TEXT.applied(view.name));
          done.current?.();
          return;
        }
        const text = SAVED_VIEWS_TEXT.sharedApplied(view.name, view.sharedBy);
        const { name, sharedBy, sharedByUsername, savedAt, state, pageName } = view;
        setOutcome({ kind: 'applied', text, view: { name, sharedBy, sharedByUsername, savedAt, state, pageName } });
        announce(text);
        done.current?.();
      },
      (error: unknown) => {
        console.error('The shared view could not be applied', error);
        fail(SAVED_VIEWS_TEXT.sharedFailed);
        done.current?.();
      },
    );
  }, [report, shareId, answer, owner]);

  return { outcome, dismiss: () => setOutcome(null) };
}
