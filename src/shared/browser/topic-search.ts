/**
 * The search parameters of a topic page, validated before any code reads them: `?page=` (a dashboard
 * topic's report page), so Back, a reload and a shared link open that page; `?view=` (a shared view's
 * share id, from "Copy link") and `?saved=` (one of the person's own views by its id, owner-only: home's
 * links), each opened with the report and then taken out of the URL; `?drill=true`, the history entry of a
 * drill-through from that page to a hidden one, which the browser's Back leaves (a reload opens the
 * page drilled from). All come from a link anyone can write.
 */
export interface TopicSearch {
  page?: string;
  view?: string;
  saved?: string;
  drill?: true;
}

/** A report page name as the report service writes them (`ReportSection2`). */
const REPORT_PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** A saved view's share id: the contract's `shareId` path parameter (openapi/portal.yaml). */
const SHARE_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** A saved view's id: the contract's `SavedView.id`. */
const VIEW_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const isReportPageName = (value: unknown): value is string =>
  typeof value === 'string' && REPORT_PAGE_NAME.test(value);

export const isShareId = (value: unknown): value is string => typeof value === 'string' && SHARE_ID.test(value);

export const isSavedViewId = (value: unknown): value is string => typeof value === 'string' && VIEW_ID.test(value);

/**
 * The route's `validateSearch`. An invalid value is answered as `undefined`, not left out: TanStack
 * Router merges the raw search under what validation answers, so a key left out would come back as
 * the link gave it.
 */
export function validateTopicSearch(search: Record<string, unknown>): TopicSearch {
  return {
    page: isReportPageName(search.page) ? search.page : undefined,
    view: isShareId(search.view) ? search.view : undefined,
    saved: isSavedViewId(search.saved) ? search.saved : undefined,
    drill: search.drill === true ? true : undefined,
  };
}
