import { http, HttpResponse } from 'msw';

/** A saved view as a story names it: the rest of its record is made from the name. */
export interface StoryView {
  name: string;
  updatedAt: string;
}

/**
 * The backend's saved views list for the stories of pages that show a person's views (home, a module page): each
 * report's views as the contract gives them, ids and share ids made from the report's id and the view's place.
 */
export function listedSavedViews(byReport: Record<string, StoryView[]>) {
  return http.get('*/reports/:reportId/saved-views', ({ params }) => {
    const reportId = String(params.reportId);
    return HttpResponse.json({
      views: (byReport[reportId] ?? []).map((view, index) => ({
        id: `0b6f${reportId.slice(0, 4)}-0000-4000-8000-00000000000${index}`,
        shareId: `${reportId.replaceAll('-', '').slice(0, 24)}00000000${index}`,
        reportId,
        name: view.name,
        state: `state of ${view.name}`,
        pageName: 'ReportSection1',
        createdAt: view.updatedAt,
        updatedAt: view.updatedAt,
      })),
    });
  });
}
