import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SolutionDetailPage } from '@/features/deployment';
import { TopicContentView } from './-components/topic-content-view';

/** A report page name as the report service writes them (`ReportSection2`); anything else is dropped. */
const REPORT_PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** A saved view's share id (the contract's `shareId`); anything else is dropped. */
const SHARE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `?page=` (a dashboard topic's report page), so Back, a reload and a shared link open that page;
 * `?view=` (a shared view's share id), applied once when the report has loaded.
 */
export interface TopicSearch {
  page?: string;
  view?: string;
}

function validateTopicSearch(search: Record<string, unknown>): TopicSearch {
  const { page, view } = search;
  return {
    ...(typeof page === 'string' && REPORT_PAGE_NAME.test(page) ? { page } : {}),
    ...(typeof view === 'string' && SHARE_ID.test(view) ? { view } : {}),
  };
}

function SolutionDetailRoute() {
  const { resolved } = Route.useLoaderData();
  const { page, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SolutionDetailPage {...resolved}>
      <TopicContentView
        topic={resolved.topic}
        reportPage={page}
        onReportPageChange={(next, entry) =>
          void navigate({ search: (previous) => ({ ...previous, page: next }), replace: entry === 'replace' })
        }
        sharedView={view}
        onSharedViewDone={() => void navigate({ search: ({ view: _done, ...rest }) => rest, replace: true })}
      />
    </SolutionDetailPage>
  );
}

// `/{project}-2024/{slug}`: the topic whose slug without its leading "/" is the route slug (R2.34), or the not-found page inside the shell.
export const Route = createFileRoute('/_app/$module/$slug')({
  validateSearch: validateTopicSearch,
  loader: async ({ params }) => {
    const { portalModules, resolveTopic } = await import('@/features/deployment');
    const resolved = resolveTopic(portalModules, params.module, params.slug);
    if (!resolved) throw notFound();
    return { resolved, pageTitle: resolved.topic.title };
  },
  component: SolutionDetailRoute,
  notFoundComponent: NotFoundPage,
});
