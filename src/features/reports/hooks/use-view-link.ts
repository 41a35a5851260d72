import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ViewLink } from './use-linked-view';

/**
 * The view the URL links, read where it is used rather than handed down from the route: `?view=` (a
 * shared view's share id, from "Copy link") or `?saved=` (one of the person's own views by its id, home's
 * links), as the topic route validated them (`validateTopicSearch`). None: the report's own view.
 */
export function useViewLink(): ViewLink | undefined {
  const { view, saved } = useSearch({ strict: false });
  if (view) return { shareId: view };
  return saved ? { viewId: saved } : undefined;
}

/**
 * Takes the link out of the URL once the view went into the embed (or could not be read), so neither a
 * reload nor Back opens it again, for the next person in this tab either (issue 61's R8); the URL then
 * names the view's page (none: the page stays as it is). The entry is replaced, not added.
 */
export function useViewLinkUsed(): (viewPage: string | null) => void {
  const navigate = useNavigate();
  return (viewPage) =>
    void navigate({
      to: '.',
      search: ({ view: _shared, saved: _own, ...rest }) => (viewPage ? { ...rest, page: viewPage } : rest),
      replace: true,
    });
}
