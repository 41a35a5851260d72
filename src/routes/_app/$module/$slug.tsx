import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { SolutionDetailPage } from '@/features/deployment';
import { TopicContentView } from './-components/topic-content-view';

function SolutionDetailRoute() {
  const { resolved } = Route.useLoaderData();
  return (
    <SolutionDetailPage {...resolved}>
      <TopicContentView topic={resolved.topic} />
    </SolutionDetailPage>
  );
}

// `/{project}-2024/{slug}`: the topic whose slug without its leading "/" is the route slug (spec
// section 2), or the not-found page inside the shell.
export const Route = createFileRoute('/_app/$module/$slug')({
  loader: async ({ params }) => {
    const { portalModules, resolveTopic } = await import('@/features/deployment');
    const resolved = resolveTopic(portalModules, params.module, params.slug);
    if (!resolved) throw notFound();
    return { resolved, pageTitle: resolved.topic.title };
  },
  component: SolutionDetailRoute,
  notFoundComponent: NotFoundPage,
});
