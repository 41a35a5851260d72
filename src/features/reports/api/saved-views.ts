import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { ApiError } from '@/api/api-error';
import { isShareId } from '@/shared/browser/topic-search';
import { retryWhatMayPass } from '@/shared/query/query-client';

/** A view the backend keeps: the contract's `SavedView`. */
export type SavedView = components['schemas']['SavedView'];
export type SharedView = components['schemas']['SharedView'];
/** What a new view carries: a name, the report's captured bookmark state and the page it opens on. */
export type NewSavedView = components['schemas']['SavedViewRequest'];

/**
 * The signed-in user's views of one report, keyed by owner too: a cache never shows one user's views
 * to the next who signs in in the same tab.
 */
export function savedViewsQueryOptions(owner: string, reportId: string) {
  return queryOptions({
    queryKey: ['saved-views', owner, reportId],
    queryFn: async () =>
      (await unwrap(apiClient.GET('/reports/{reportId}/saved-views', { params: { path: { reportId } } }))).views,
  });
}

export async function createSavedView(reportId: string, view: NewSavedView): Promise<SavedView> {
  const answer = await unwrap(
    apiClient.POST('/reports/{reportId}/saved-views', { params: { path: { reportId } }, body: view }),
  );
  return answer.view;
}

export async function renameSavedView(reportId: string, viewId: string, name: string): Promise<SavedView> {
  const answer = await unwrap(
    apiClient.PUT('/reports/{reportId}/saved-views/{viewId}', {
      params: { path: { reportId, viewId } },
      body: { name },
    }),
  );
  return answer.view;
}

export async function deleteSavedView(reportId: string, viewId: string): Promise<void> {
  await unwrap(
    apiClient.DELETE('/reports/{reportId}/saved-views/{viewId}', { params: { path: { reportId, viewId } } }),
  );
}

/**
 * The view's share id, minted by the backend the first time its owner shares it ("Copy link"); the
 * same id every time after. Only the owner can: another person's view answers 404.
 */
export async function shareSavedView(reportId: string, viewId: string): Promise<SavedView> {
  const answer = await unwrap(
    apiClient.POST('/reports/{reportId}/saved-views/{viewId}/share', { params: { path: { reportId, viewId } } }),
  );
  return answer.view;
}

export async function reorderSavedViews(reportId: string, viewIds: string[]): Promise<SavedView[]> {
  const answer = await unwrap(
    apiClient.PUT('/reports/{reportId}/saved-views/order', { params: { path: { reportId } }, body: { viewIds } }),
  );
  return answer.views;
}

/**
 * A view someone shared by link (any signed-in user may read it). The id comes from a link: one that
 * is no share id is refused here too, whoever calls, before it can become part of a request path.
 */
export function getSharedView(reportId: string, shareId: string): Promise<SharedView> {
  if (!isShareId(shareId)) return Promise.reject(new ApiError(404, 'Not a share id'));
  return unwrap(
    apiClient.GET('/reports/{reportId}/shared-views/{shareId}', { params: { path: { reportId, shareId } } }),
  );
}

/** A shared view as a query, keyed by the reader too (a cache never serves one person's reads to the next). */
export function sharedViewQueryOptions(reader: string, reportId: string, shareId: string) {
  return queryOptions({
    queryKey: ['shared-view', reader, reportId, shareId],
    queryFn: () => getSharedView(reportId, shareId),
    // A link is opened once, and its failure is final for that visit: a dropped connection or a 5xx
    // is asked again, as every read is (a 404 is not: a retry cannot make the view exist).
    retry: retryWhatMayPass,
  });
}
