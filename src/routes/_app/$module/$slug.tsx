import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SolutionDetailPage } from '@/features/deployment';
import { TopicContentView } from './-components/topic-content-view';

/** A report page name as the report service writes them (`ReportSection2`); anything else is dropped. */
const REPORT_PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/** `?page=` (a dashboard topic's report page), so Back, a reload and a shared link open that page. */
export interface TopicSearch {
  page?: string;
}

function validateTopicSearch(search: Record<string, unknown>): TopicSearch {
  const { page } = search;
  return typeof page === 'string' && REPORT_PAGE_NAME.test(page) ? { page } : {};
}

function SolutionDetailRoute() {
  const { resolved } = Route.useLoaderData();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SolutionDetailPage {...resolved}>
      <TopicContentView
        topic={resolved.topic}
        reportPage={page}
        onReportPageChange={(next, entry) =>
          void navigate({ search: (previous) => ({ ...previous, page: next }), replace: entry === 'replace' })
        }
      />
    </SolutionDetailPage>
  );
}

// `/{project}-2024/{slug}`: the topic whose slug without its leading "/" is the route slug (spec
// section 2), or the not-found page inside the shell.
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
