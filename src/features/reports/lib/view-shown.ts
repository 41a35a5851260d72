/** What the view menu names: a saved view, a shared one, or the report's own ("Default"). */
export interface ViewShown {
  kind: 'saved' | 'shared' | 'default';
  /** The view's name; none for the report's own view. */
  name?: string;
  /** The report was changed since that view was applied, saved or opened (marked with a dot). */
  changed: boolean;
}

/** A view by its name and captured state, as far as naming the view on screen needs. */
interface NamedState {
  key?: string;
  name: string;
  state: string;
}

/**
 * Names the view on screen for the view menu (design review m3): a change keeps the name of the view
 * it was made to, marked as changed, instead of replacing it by "Changed". In order: a saved view
 * exactly on screen; the shared view a link opened, as it opened; the report's own view as it opened;
 * then, changed, the saved view last on screen (`lastKey`), the shared view, or the report's own.
 * `onScreen` is null until the report's state is known (then it is as it opened).
 */
export function viewShown({
  views,
  onScreen,
  defaultState,
  lastKey,
  shared,
}: {
  views: readonly NamedState[];
  onScreen: string | null;
  defaultState: string | null;
  lastKey: string | null;
  shared: NamedState | null;
}): ViewShown {
  const current = onScreen === null ? undefined : views.find((view) => view.state === onScreen);
  if (current) return { kind: 'saved', name: current.name, changed: false };
  // A shared view is what opened: its name, until the report's state is read and differs.
  if (shared && (onScreen === null || onScreen === shared.state))
    return { kind: 'shared', name: shared.name, changed: false };
  if (onScreen === null || onScreen === defaultState) return { kind: 'default', changed: false };
  const last = lastKey === null ? undefined : views.find((view) => view.key === lastKey);
  if (last) return { kind: 'saved', name: last.name, changed: true };
  if (shared) return { kind: 'shared', name: shared.name, changed: true };
  return { kind: 'default', changed: true };
}
