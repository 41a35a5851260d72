import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SolutionDetailPage, topicPath } from '@/features/deployment';
import { preloadReportView } from '@/features/reports';
import { validateTopicSearch } from '@/shared/browser/topic-search';
import { recordRecentDashboard } from '@/session/signed-in';
import { useCurrentUser } from '@/session/signed-in';
import { TopicContentView } from './-components/topic-content-view';

function SolutionDetailRoute() {
  const { resolved } = Route.useLoaderData();
  const { page, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  const owner = useCurrentUser()?.username;
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
    const { portalModules, resolveTopic } = await import('@/features/deployment');
    const resolved = resolveTopic(portalModules, params.module, params.slug);
    if (!resolved) throw notFound();
    // The report's chunks start now, beside the topic page's (which this component asks for next):
    // fetched by the report view itself, they waited until the page around it had arrived and
    // rendered, one more round trip before the report's frame (docs/performance.md).
    if (resolved.topic.content.kind === 'dashboard') preloadReportView().catch(() => undefined); // the view reports a failure
    return { resolved, pageTitle: resolved.topic.title };
  },
  component: SolutionDetailRoute,
  notFoundComponent: NotFoundPage,
});
