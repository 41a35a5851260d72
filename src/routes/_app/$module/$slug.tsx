import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { config } from '@/config';
import { SolutionDetailPage, topicPath } from '@/features/deployment';
import { preloadReportView } from '@/features/reports';
import { validateTopicSearch } from '@/shared/browser/topic-search';
import { recordRecentDashboard } from '@/session/signed-in';
import { useCurrentUser } from '@/session/signed-in';
import { TopicContentView } from './-components/topic-content-view';

function SolutionDetailRoute() {
  const { resolved } = Route.useLoaderData();
  // `?view=` and `?saved=` are read, and dropped once used, by the report view itself (`useViewLink`).
  const { page, drill } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const owner = useCurrentUser()?.username;
  return (
    <SolutionDetailPage {...resolved}>
      <TopicContentView
        topic={resolved.topic}
        reportPage={page}
        reportPageDrilled={drill}
        onReportPageChange={(next, entry) => {
          // A drill-through's entry keeps the page drilled from (the URL never names a hidden page);
          // the report's own Back from it is the browser's Back.
          if (entry === 'back') router.history.back();
          else if (entry === 'drill') void navigate({ search: (previous) => ({ ...previous, drill: true }) });
          else
            void navigate({
              search: ({ drill: _left, ...previous }) => ({ ...previous, page: next }),
              replace: entry === 'replace',
            });
        }}
        // The home page's way back: this topic and page, for the person signed in.
        onReportPageShown={(shown) => {
          if (!owner) return;
          recordRecentDashboard(owner, {
            path: topicPath(resolved.module, resolved.topic),
            topicTitle: resolved.topic.title,
            pageName: shown.name,
            pageTitle: shown.displayName,
            viewedAt: Date.now(),
          });
        }}
      />
    </SolutionDetailPage>
  );
}

// `/{project}-2024/{slug}`: the topic whose slug without its leading "/" is the route slug (R2.34), or the not-found page inside the shell.
export const Route = createFileRoute('/_app/$module/$slug')({
  // The loader comes in the component's chunk, fetched as the navigation starts, not in the start
  // chunk every page loads (the /login and /home byte budgets, docs/performance.md).
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  validateSearch: validateTopicSearch,
  loader: async ({ params }) => {
    const { portalModules, resolveTopic, loadSolutionDetailPage } = await import('@/features/deployment');
    const resolved = resolveTopic(portalModules, params.module, params.slug);
    if (!resolved) throw notFound();
    // The page's and the report's chunks are asked for now, not when the page renders the view (one
    // more round trip), and the page's first: a slow connection serves them in the order asked, and the
    // page's few KiB queued behind the report's 130 held the page until all had arrived
    // (docs/performance.md; e2e/built/report-chunks.spec.ts).
    loadSolutionDetailPage().catch(() => undefined); // the page reports a failure
    const { content } = resolved.topic;
    if (content.kind === 'dashboard') preloadReportView(config.reports[content.reportKey].id).catch(() => undefined); // so does the view
    return { resolved, pageTitle: resolved.topic.title };
  },
  component: SolutionDetailRoute,
  notFoundComponent: NotFoundPage,
});
