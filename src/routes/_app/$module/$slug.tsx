import { createFileRoute } from '@tanstack/react-router';
import { SolutionDetailPage } from '@/features/deployment';

function SolutionDetailRoute() {
  const { module, slug } = Route.useParams();
  return <SolutionDetailPage moduleSlug={module} topicSlug={slug} />;
}

export const Route = createFileRoute('/_app/$module/$slug')({
  component: SolutionDetailRoute,
});
